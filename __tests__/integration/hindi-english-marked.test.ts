import { screen } from '@testing-library/react';
import { editorSession, type CmsSession } from '../utils/cms-client';
import { getPage, startSite, type Site } from '../utils/production-server';

// What a Hindi page shows in English is marked `lang="en"`, so a screen reader reads it by English rules:
// a book's title with no Hindi title yet, the disclosure's staff, results and address, the events in
// /hi/calendar.ics (`LANGUAGE=en`, RFC 5545). Where the office writes the Hindi, it shows unmarked.
let site: Site;
let editor: CmsSession;

beforeAll(async () => {
  site = await startSite({ CMS_API_URL: '' });
  editor = await editorSession(site);
}, 120_000);
afterAll(() => site.stop());

const LATIN = /[A-Za-z]{2}/;
const DEVANAGARI = /[\u0900-\u097F]/;

/** Text in the page's main part written in English (Latin letters, no Devanagari) and not marked so. */
function unmarkedEnglish(root: Element): string[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const found: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (!LATIN.test(text) || DEVANAGARI.test(text)) continue;
    const parent = node.parentElement;
    // An e-mail address, a link's own address and a file's type and size ("PDF, 31 kB", the site's own
    // words in both languages, read letter by letter) are no English words to read.
    if (/^\S+@\S+$/.test(text) || parent?.closest('code') || /^[A-Z]{2,5}, [\d.,]+ [kMG]?B$/.test(text)) continue;
    if (parent?.closest('[lang]')?.getAttribute('lang') !== 'en') found.push(text);
  }
  return found;
}

const bookTitles = () =>
  [...document.querySelectorAll('section[aria-labelledby^="class-"] tbody th[scope="row"]')].map((cell) => ({
    text: cell.textContent ?? '',
    lang: cell.querySelector('[lang]')?.getAttribute('lang') ?? cell.closest('[lang]')?.getAttribute('lang'),
  }));

describe('English on Hindi pages', () => {
  it('marks every English book title on /hi/book-list, and shows a Hindi title the office writes unmarked', async () => {
    expect((await getPage(`${site.url}/hi/book-list`)).status).toBe(200);
    const titles = bookTitles();
    expect(titles.length).toBeGreaterThanOrEqual(31);
    expect(titles.filter((title) => title.lang !== 'en')).toEqual([]);
    expect(unmarkedEnglish(screen.getByRole('main'))).toEqual([]);

    // The office gives one book its Hindi title (the admin's Hindi tab: every book is sent, as the form does).
    const { body } = await editor.get('/book-lists?limit=100&locale=en&depth=0');
    const lists = body.docs as { id: number; books: { id: string; title: string; publisher: string }[] }[];
    const list = lists.find((candidate) => candidate.books.some((book) => book.title === 'Sarangi (Hindi)'));
    expect(list).toBeDefined();
    const books = (list?.books ?? []).map((book) =>
      book.title === 'Sarangi (Hindi)' ? { ...book, title: 'सारंगी' } : book,
    );
    const saved = await editor.patch(`/book-lists/${list?.id}?locale=hi`, { books });
    expect([saved.status, JSON.stringify(saved.body.errors ?? '')]).toEqual([200, '""']);

    await getPage(`${site.url}/hi/book-list`);
    const after = bookTitles();
    expect(after.find((title) => title.text === 'सारंगी')?.lang).not.toBe('en');
    expect(after.filter((title) => title.text !== 'सारंगी' && title.lang !== 'en')).toEqual([]);
    // The English page keeps the English title.
    await getPage(`${site.url}/book-list`);
    expect(bookTitles().map((title) => title.text)).toContain('Sarangi (Hindi)');
    expect(bookTitles().map((title) => title.text)).not.toContain('सारंगी');
  });

  it('marks the disclosure’s English on /hi/mandatory-public-disclosure: staff, qualifications, results, address', async () => {
    expect((await getPage(`${site.url}/hi/mandatory-public-disclosure`)).status).toBe(200);
    const main = screen.getByRole('main');
    expect(unmarkedEnglish(main)).toEqual([]);
    const marked = [...main.querySelectorAll('[lang="en"]')].map((element) => element.textContent);
    expect(marked).toEqual(
      expect.arrayContaining([
        'Mrs. Anita Verma',
        'PGT (Physics)',
        'M.Sc. (Physics), B.Ed.',
        'One student placed in supplementary examination',
        'Plot 12, Sector 21, Dwarka, New Delhi, Delhi – 110075',
      ]),
    );
    expect(marked.length).toBeGreaterThanOrEqual(30);
    // The footer's address too, on every Hindi page.
    expect(screen.getByRole('contentinfo').querySelector('address [lang="en"]')).toHaveTextContent(
      'Plot 12, Sector 21, Dwarka',
    );
    // The English page marks none of it: its language is the page's.
    await getPage(`${site.url}/mandatory-public-disclosure`);
    expect(
      screen
        .getByRole('main')
        .querySelectorAll('td [lang="en"]:not(.external-mark), th [lang="en"]:not(.external-mark)'),
    ).toHaveLength(0);
    expect(screen.getByText('Mrs. Anita Verma')).not.toHaveAttribute('lang');
  });

  it('marks the events on /hi/calendar and their SUMMARY with LANGUAGE=en in /hi/calendar.ics until the Hindi is written', async () => {
    await getPage(`${site.url}/hi/calendar`);
    const titles = [...screen.getByRole('main').querySelectorAll('strong')].filter((title) =>
      LATIN.test(title.textContent ?? ''),
    );
    expect(titles.length).toBeGreaterThan(10);
    expect(titles.filter((title) => title.closest('[lang]')?.getAttribute('lang') !== 'en')).toEqual([]);

    const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');
    const hindi = unfold(await (await fetch(`${site.url}/hi/calendar.ics`)).text());
    const summaries = hindi.split('\r\n').filter((line) => /^SUMMARY[;:]/.test(line));
    expect(summaries.length).toBeGreaterThan(10);
    expect(summaries.filter((line) => !line.startsWith('SUMMARY;LANGUAGE=en:'))).toEqual([]);
    expect(hindi).toContain('SUMMARY;LANGUAGE=en:Good Friday\r\n');
    // Every line still within 75 octets (RFC 5545 3.1), folded again after the parameter was added.
    const raw = await (await fetch(`${site.url}/hi/calendar.ics`)).text();
    expect(raw.split('\r\n').filter((line) => Buffer.byteLength(line) > 75)).toEqual([]);

    // An event given its Hindi title: its SUMMARY is Hindi, with no LANGUAGE=en.
    const { body } = await editor.get('/events?limit=200&depth=0&where[title][equals]=Good%20Friday');
    const [event] = body.docs as { id: number }[];
    const saved = await editor.patch(`/events/${event?.id}?locale=hi`, { title: 'गुड फ्राइडे' });
    expect(saved.status).toBe(200);
    const edited = unfold(await (await fetch(`${site.url}/hi/calendar.ics`)).text());
    expect(edited).toContain('SUMMARY:गुड फ्राइडे\r\n');
    expect(edited).not.toContain('Good Friday');
    // The English feed names no language on its events: the calendar's is English.
    const english = await (await fetch(`${site.url}/calendar.ics`)).text();
    expect(english).toContain('SUMMARY:Good Friday');
    expect(english).not.toContain('LANGUAGE=');
  });
});
