import { parseHindiPage, parsePage } from '@/features/pages/starter-file';

describe('a starter page and its Hindi', () => {
  it('reads the English page’s title, description, form and body', () => {
    const page = parsePage('---\ntitle: Contact\nform: contact\n---\n\nCall us.\n', 'content/pages/contact.md');
    expect(page).toMatchObject({ title: 'Contact', form: 'contact' });
    expect(page.body.trim()).toBe('Call us.');
  });

  it('reads the Hindi page’s title, description and body', () => {
    const hindi = parseHindiPage(
      '---\ntitle: संपर्क\ndescription: विद्यालय कार्यालय का समय।\n---\n\nहमें फ़ोन करें।\n',
      'content/pages/contact.hi.md',
    );
    expect(hindi).toMatchObject({ title: 'संपर्क', description: 'विद्यालय कार्यालय का समय।' });
    expect(hindi.body.trim()).toBe('हमें फ़ोन करें।');
  });

  it('refuses a Hindi page that sets what only the English file sets, naming the file and the field', () => {
    expect(() => parseHindiPage('---\ntitle: संपर्क\nform: contact\n---\n', 'content/pages/contact.hi.md')).toThrow(
      /content\/pages\/contact\.hi\.md.*form/,
    );
  });

  it('refuses a Hindi page without a title', () => {
    expect(() => parseHindiPage('---\ndescription: कुछ\n---\n', 'content/pages/help.hi.md')).toThrow(
      /content\/pages\/help\.hi\.md.*title/,
    );
  });
});
