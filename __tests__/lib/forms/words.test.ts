import { formWords, postedLocale } from '@/lib/forms/words';
import en from '@/lib/i18n/messages/en/forms.json';
import hi from '@/lib/i18n/messages/hi/forms.json';

function keys(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('the forms’ words', () => {
  it('has every English message in Hindi too, and nothing else', () => {
    expect(keys(hi).sort()).toEqual(keys(en).sort());
  });

  it('is written in Devanagari in Hindi, digits 0–9, never left in English', () => {
    for (const key of keys(hi)) {
      const text = String(formWords('hi').raw(key as never));
      expect({ key, text }).toEqual({ key, text: expect.stringMatching(/[\u0900-\u097F]/) });
      expect({ key, text }).toEqual({ key, text: expect.not.stringMatching(/[०-९]/) });
    }
  });

  it('keeps the spec’s English words', () => {
    const t = formWords('en');
    expect(t('summary.title')).toBe('There is a problem');
    expect(t('summary.pageTitle', { title: 'Contact' })).toBe('Error: Contact');
    expect(t('errors.nameTooLong', { max: '100' })).toBe('Your name must be 100 characters or fewer');
  });

  it('takes the language of a form’s POST from the proxy’s header only', () => {
    const posted = (headers: Record<string, string>) => new Request('http://school.example/forms/message', { headers });
    expect(postedLocale(posted({ 'x-site-locale': 'hi' }))).toBe('hi');
    expect(postedLocale(posted({}))).toBe('en');
    expect(postedLocale(posted({ 'x-site-locale': 'fr' }))).toBe('en');
  });
});
