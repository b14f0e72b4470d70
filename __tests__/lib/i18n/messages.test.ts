import { NAMESPACES } from '@/lib/i18n/messages';
import englishErrors from '@/lib/i18n/messages/en/errors.json';
import englishFrame from '@/lib/i18n/messages/en/frame.json';
import englishSearch from '@/lib/i18n/messages/en/search.json';
import hindiErrors from '@/lib/i18n/messages/hi/errors.json';
import hindiFrame from '@/lib/i18n/messages/hi/frame.json';
import hindiSearch from '@/lib/i18n/messages/hi/search.json';

/** Every message's key (`footer.about`) and text. */
function messages(catalogue: object, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : messages(value as object, `${prefix}${key}.`),
  );
}

describe.each([
  ['frame', englishFrame, hindiFrame],
  ['errors', englishErrors, hindiErrors],
  ['search', englishSearch, hindiSearch],
])('the %s words', (namespace, english, hindi) => {
  it('is a namespace of the catalogue', () => {
    expect(NAMESPACES).toContain(namespace);
  });

  it('has every English message in Hindi, with the same arguments and tags', () => {
    const hindiMessages = new Map(messages(hindi));
    expect([...hindiMessages.keys()].sort()).toEqual(
      messages(english)
        .map(([key]) => key)
        .sort(),
    );
    for (const [key, text] of messages(english)) {
      const shape = (message: string) => [...message.matchAll(/\{\w+\}|<\/?\w+>/g)].map(([token]) => token).sort();
      expect([key, shape(hindiMessages.get(key) ?? '')]).toEqual([key, shape(text)]);
    }
  });

  it('writes Hindi in Devanagari, with the digits 0–9', () => {
    for (const [key, text] of messages(hindi)) {
      // The language names stay each in its own script: "English" is the link to the English page.
      if (key === 'language.en') continue;
      expect([key, /[\u0900-\u097F]/.test(text)]).toEqual([key, true]);
      expect([key, /[\u0966-\u096F]/.test(text)]).toEqual([key, false]);
    }
  });
});
