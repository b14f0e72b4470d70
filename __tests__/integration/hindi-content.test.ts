import { screen } from '@testing-library/react';
import { XMLValidator } from 'fast-xml-parser';
import { editorSession, type CmsSession } from '../utils/cms-client';
import { body, paragraph, text } from '../utils/lexical';
import { getPage, startSite, type Site } from '../utils/production-server';

// The school's content in two languages, as the office edits it (REST, as the admin does, switching the
// locale): each language's edit shows on its own pages at the next request and leaves the other's alone;
// what has no Hindi yet shows in English, marked as English, with a note. Feeds and the calendar follow.
let site: Site;
let editor: CmsSession;
const NOT_IN_HINDI = 'यह पृष्ठ अभी हिन्दी में उपलब्ध नहीं है';

beforeAll(async () => {
  site = await startSite({ CMS_API_URL: '' });
  editor = await editorSession(site);
}, 120_000);
afterAll(() => site.stop());

async function publishNotice(title: string, words: string): Promise<{ id: number; slug: string }> {
  const response = await editor.post('/notices', {
    title,
    category: 'notice',
    date: new Date().toISOString(),
    body: body(paragraph(text(words))),
    _status: 'published',
  });
  expect(response.status).toBe(201);
  return response.body.doc as { id: number; slug: string };
}

async function saveIn(locale: 'en' | 'hi', path: string, data: Record<string, unknown>) {
  const response = await editor.patch(`${path}?locale=${locale}`, { ...data, _status: 'published' });
  expect([response.status, JSON.stringify(response.body.errors ?? '')]).toEqual([200, '""']);
}

const h1 = () => screen.getByRole('heading', { level: 1 });

describe('a notice in two languages', () => {
  it('shows each language’s edit on its own page at the next request, the other untouched', async () => {
    const notice = await publishNotice('Winter uniform from Monday', 'Students wear the winter uniform.');
    const path = `/notices/${notice.slug}`;
    await saveIn('hi', `/notices/${notice.id}`, {
      title: 'सोमवार से शीतकालीन गणवेश',
      body: body(paragraph(text('विद्यार्थी शीतकालीन गणवेश पहनकर आएँ।'))),
    });

    expect((await getPage(`${site.url}/hi${path}`)).status).toBe(200);
    expect(h1()).toHaveTextContent('सोमवार से शीतकालीन गणवेश');
    expect(h1()).not.toHaveAttribute('lang');
    expect(document.body).toHaveTextContent('विद्यार्थी शीतकालीन गणवेश पहनकर आएँ।');
    expect(document.body).not.toHaveTextContent(NOT_IN_HINDI);
    // Its date as a Hindi reader writes it, digits 0–9.
    expect(document.querySelector('.notice-meta')?.textContent).toMatch(/सूचना · \d{1,2} [\u0900-\u097F]+ \d{4}/);

    await getPage(`${site.url}${path}`);
    expect(h1()).toHaveTextContent('Winter uniform from Monday');

    // Hindi edited again: the Hindi page shows it at once, the English page keeps its text.
    await saveIn('hi', `/notices/${notice.id}`, { title: 'सोमवार से शीतकालीन गणवेश (संशोधित)' });
    await getPage(`${site.url}/hi${path}`);
    expect(h1()).toHaveTextContent('सोमवार से शीतकालीन गणवेश (संशोधित)');
    await getPage(`${site.url}${path}`);
    expect(h1()).toHaveTextContent('Winter uniform from Monday');

    // And the reverse.
    await saveIn('en', `/notices/${notice.id}`, { title: 'Winter uniform from Monday 1 December' });
    await getPage(`${site.url}${path}`);
    expect(h1()).toHaveTextContent('Winter uniform from Monday 1 December');
    await getPage(`${site.url}/hi${path}`);
    expect(h1()).toHaveTextContent('सोमवार से शीतकालीन गणवेश (संशोधित)');
    // One address for both languages, from the English title.
    expect((await editor.get(`/notices/${notice.id}`)).body.slug).toBe(notice.slug);
  });

  it('without Hindi shows its English marked lang="en", with the note, in the list and on its page', async () => {
    const notice = await publishNotice('Library books due back', 'Return every library book by Friday.');
    await getPage(`${site.url}/hi/notices/${notice.slug}`);
    expect(h1()).toHaveTextContent('Library books due back');
    expect(h1()).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Return every library book by Friday.').closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('note')).toHaveTextContent(NOT_IN_HINDI);

    await getPage(`${site.url}/hi/notices`);
    const link = screen.getByRole('link', { name: 'Library books due back' });
    expect(link).toHaveAttribute('lang', 'en');
    expect(link).toHaveAttribute('href', `/hi/notices/${notice.slug}`);
  });

  it('is in the Hindi feed in Hindi, with links under /hi', async () => {
    const notice = await publishNotice('Sports day', 'Sports day is on Saturday.');
    await saveIn('hi', `/notices/${notice.id}`, { title: 'खेल दिवस' });
    const response = await fetch(`${site.url}/hi/notices/feed.xml`);
    const xml = await response.text();
    expect([response.status, XMLValidator.validate(xml)]).toEqual([200, true]);
    expect(xml).toContain('xml:lang="hi-IN"');
    expect(xml).toContain('<title>खेल दिवस</title>');
    expect(xml).toContain(`href="${site.url}/hi/notices/${notice.slug}"`);
    const english = await (await fetch(`${site.url}/notices/feed.xml`)).text();
    expect(english).toContain('xml:lang="en-IN"');
    expect(english).toContain('<title>Sports day</title>');
    expect(english).not.toContain('/hi/');
  });
});

describe('a page in two languages', () => {
  it('shows its Hindi on /hi at the next request, and English with the note until then', async () => {
    const { body: found } = await editor.get('/pages?where[slug][equals]=about-us&locale=en');
    const page = (found.docs as { id: number; title: string }[])[0];
    if (!page) throw new Error('no about-us page in the starter content');

    await getPage(`${site.url}/hi/about-us`);
    const untranslated = h1().textContent;
    if (h1().getAttribute('lang') === 'en') expect(screen.getByRole('note')).toHaveTextContent(NOT_IN_HINDI);

    await saveIn('hi', `/pages/${page.id}`, {
      title: 'हमारे बारे में (परीक्षण)',
      body: body(paragraph(text('ग्रीनवुड पब्लिक स्कूल एक सीबीएसई विद्यालय है।'))),
    });
    await getPage(`${site.url}/hi/about-us`);
    expect(h1()).toHaveTextContent('हमारे बारे में (परीक्षण)');
    expect(h1()).not.toHaveAttribute('lang');
    expect(screen.queryByRole('note')).toBeNull();
    await getPage(`${site.url}/about-us`);
    expect(h1()).toHaveTextContent(page.title);
    expect(untranslated).toBeTruthy();
  });
});

describe('the calendar in two languages', () => {
  it('gives the events’ Hindi titles in /hi/calendar.ics and the English in /calendar.ics', async () => {
    const start = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString();
    const created = await editor.post('/events', { title: 'Science exhibition', category: 'event', start });
    expect(created.status).toBe(201);
    const id = (created.body.doc as { id: number }).id;
    const hindi = await editor.patch(`/events/${id}?locale=hi`, { title: 'विज्ञान प्रदर्शनी' });
    expect(hindi.status).toBe(200);

    const ics = await (await fetch(`${site.url}/hi/calendar.ics`)).text();
    expect(ics).toContain('SUMMARY:विज्ञान प्रदर्शनी');
    expect(ics).toContain(`URL:${site.url}/hi/calendar`);
    const english = await (await fetch(`${site.url}/calendar.ics`)).text();
    expect(english).toContain('SUMMARY:Science exhibition');
    expect(english).not.toContain('विज्ञान प्रदर्शनी');

    await getPage(`${site.url}/hi/calendar`);
    expect(screen.getByText('विज्ञान प्रदर्शनी')).not.toHaveAttribute('lang');
  });
});
