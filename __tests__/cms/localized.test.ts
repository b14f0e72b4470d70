import {
  fellBackAt,
  fillFromEnglish,
  langOf,
  readLocalized,
  readLocalizedDocs,
  type LocaleArgs,
} from '@/cms/localized';

type Node = { type: string; text?: string; children?: Node[] };
const richText = (text: string): { root: Node } => ({
  root: { type: 'root', children: [{ type: 'paragraph', children: text ? [{ type: 'text', text }] : [] }] },
});

describe('fillFromEnglish', () => {
  it('keeps what Hindi has and fills each empty field from English, naming it', () => {
    const hindi = {
      id: 1,
      slug: 'holiday',
      title: 'अवकाश',
      description: null as string | null,
      body: richText(''),
      date: '2026-11-26',
    };
    const english = {
      id: 1,
      slug: 'holiday',
      title: 'Holiday',
      description: 'Closed',
      body: richText('Closed.'),
      date: '2026-11-26',
    };
    const { value, fellBack } = fillFromEnglish(hindi, english);
    expect(value).toEqual({ ...hindi, description: 'Closed', body: english.body });
    expect([...fellBack].sort()).toEqual(['body', 'description']);
  });

  it('takes a rich-text body whole from one language, never word by word', () => {
    const hindi = { body: richText('केवल हिन्दी') };
    const english = { body: { root: { type: 'root', children: [richText('One').root, richText('Two').root] } } };
    // Hindi has one paragraph, English two: still Hindi's alone.
    expect(fillFromEnglish(hindi, english)).toEqual({ value: hindi, fellBack: [] });
  });

  it('pairs rows and related documents by id and names the field inside them', () => {
    const hindi = {
      attachments: [
        { id: 'b', title: '' },
        { id: 'a', title: 'परिपत्र' },
      ],
    };
    const english = {
      attachments: [
        { id: 'a', title: 'Circular' },
        { id: 'b', title: 'Fee list' },
      ],
    };
    const { value, fellBack } = fillFromEnglish(hindi, english);
    expect(value.attachments.map((file) => file.title)).toEqual(['Fee list', 'परिपत्र']);
    expect(fellBack).toEqual(['attachments.0.title']);
    expect(fellBackAt(fellBack, 'attachments')).toBe(true);
    expect(langOf(fellBack, 'attachments.1.title')).toBeUndefined();
  });

  it('records nothing when a field is empty in both languages', () => {
    expect(fillFromEnglish({ note: '' }, { note: '  ' })).toEqual({ value: { note: '' }, fellBack: [] });
  });
});

describe('readLocalized', () => {
  it('reads English once, with no fallback asked of Payload', async () => {
    const read = jest.fn(async ({ locale }: LocaleArgs) => ({ title: locale }));
    await expect(readLocalized('en', read)).resolves.toEqual({ value: { title: 'en' }, fellBack: [] });
    expect(read.mock.calls).toEqual([[{ locale: 'en', fallbackLocale: false }]]);
  });

  it('reads Hindi without Payload’s fallback and fills from an English read', async () => {
    const texts: Record<string, { title: string | null; location: string }> = {
      hi: { title: null, location: 'विद्यालय सभागार' },
      en: { title: 'Annual Day', location: 'School hall' },
    };
    const read = jest.fn(async ({ locale }: LocaleArgs) => texts[locale]);
    const { value, fellBack } = await readLocalized('hi', read);
    expect(value).toEqual({ title: 'Annual Day', location: 'विद्यालय सभागार' });
    expect(fellBack).toEqual(['title']);
    expect(read.mock.calls).toEqual(
      expect.arrayContaining([[{ locale: 'hi', fallbackLocale: false }], [{ locale: 'en', fallbackLocale: false }]]),
    );
  });
});

describe('readLocalizedDocs', () => {
  it('gives each document of a list its own fallbacks, paired by id', async () => {
    const lists: Record<string, Array<{ id: number; title: string }>> = {
      hi: [
        { id: 2, title: '' },
        { id: 1, title: 'परीक्षा' },
        { id: 3, title: '' },
      ],
      en: [
        { id: 1, title: 'Exams' },
        { id: 2, title: 'Holiday' },
      ],
    };
    const docs = await readLocalizedDocs('hi', async ({ locale }) => lists[locale] ?? []);
    expect(docs).toEqual([
      { value: { id: 2, title: 'Holiday' }, fellBack: ['title'] },
      { value: { id: 1, title: 'परीक्षा' }, fellBack: [] },
      // Published between the two reads: shown as read, and the next request reads both again.
      { value: { id: 3, title: '' }, fellBack: [] },
    ]);
  });
});
