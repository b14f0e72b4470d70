import { screen, within } from '@testing-library/react';
import ICAL from 'ical.js';
import { academicYearLabel, academicYearOf } from '@/lib/academic-year';
import { addDays, istClock, istDay, istInstant } from '@/lib/dates';
import { editorSession, type CmsSession } from '../utils/cms-client';
import { getPage, startSite, type Site } from '../utils/production-server';

// The academic calendar on the production server, edited through the REST API as the admin does. The
// server runs in Honolulu's time zone (UTC-10), where noon in India is still the evening before: a day
// read on the server's own clock instead of India's would show every all-day event a day early.
let site: Site;
let editor: CmsSession;

beforeAll(async () => {
  site = await startSite({ CMS_API_URL: '', TZ: 'Pacific/Honolulu' });
  editor = await editorSession(site);
});
afterAll(() => site.stop());

const thisYear = () => academicYearOf(istDay(new Date()));
const h1 = () => screen.getByRole('heading', { level: 1 }).textContent;

async function fetchFeed(query = '') {
  const response = await fetch(`${site.url}/calendar.ics${query}`);
  return { response, text: await response.text() };
}

/** The feed parsed by ical.js, its zones registered so timed events resolve to instants. */
function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  // Parsed again: a time's zone is looked up when its property is read.
  const resolved = new ICAL.Component(ICAL.parse(text));
  const events = resolved.getAllSubcomponents('vevent').map((vevent) => ({ vevent, event: new ICAL.Event(vevent) }));
  return {
    calendar: resolved,
    events,
    find: (summary: string) => events.find(({ event }) => event.summary === summary),
  };
}

describe('the demo calendar', () => {
  it('is imported from content/calendar.yaml, with CBSE’s board examinations and the national holidays', async () => {
    const { body } = await editor.get('/events?limit=0');
    expect(body.totalDocs).toBeGreaterThanOrEqual(30);
    const { text } = await fetchFeed('?category=holiday');
    const holidays = parseFeed(text);
    const independenceDay = holidays.find('Independence Day');
    expect(independenceDay?.event.startDate.toString()).toBe('2026-08-15');
    expect(independenceDay?.event.startDate.isDate).toBe(true);
    expect(independenceDay?.event.endDate.toString()).toBe('2026-08-16');
    expect(holidays.find('Republic Day')?.event.startDate.toString()).toBe('2027-01-26');
    expect(holidays.find('CBSE board examinations, class X')).toBeUndefined();
    const all = parseFeed((await fetchFeed()).text);
    expect(all.find('CBSE board examinations, class X')?.event.startDate.toString()).toBe('2027-02-17');
    expect(all.find('Annual Day')?.event.startDate.toJSDate().toISOString()).toBe('2026-12-12T11:30:00.000Z');
  });

  it('shows 2026–27 month by month, April to March, with its holidays', async () => {
    const page = await getPage(`${site.url}/calendar?year=2026`);
    expect(page.status).toBe(200);
    expect(h1()).toBe('Academic calendar 2026–27');
    const months = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(months.slice(0, 12)).toEqual(expect.arrayContaining(['April 2026', 'March 2027']));
    expect(months.indexOf('April 2026')).toBeLessThan(months.indexOf('March 2027'));
    const diwali = screen.getAllByText('Diwali break')[0]?.closest('li');
    expect(diwali?.querySelectorAll('time')[0]).toHaveAttribute('datetime', '2026-11-07');
    expect(diwali?.querySelectorAll('time')[1]).toHaveAttribute('datetime', '2026-11-11');
  });
});

describe('the academic years', () => {
  it('shows this academic year by default, with links to the one before and after', async () => {
    const year = thisYear();
    await getPage(`${site.url}/calendar`);
    expect(h1()).toBe(`Academic calendar ${academicYearLabel(year)}`);
    const years = within(screen.getByRole('navigation', { name: 'Other academic years' }));
    expect(years.getByRole('link', { name: `Previous year: ${academicYearLabel(year - 1)}` })).toHaveAttribute(
      'href',
      `/calendar?year=${year - 1}`,
    );
    expect(years.getByRole('link', { name: `Next year: ${academicYearLabel(year + 1)}` })).toHaveAttribute(
      'href',
      `/calendar?year=${year + 1}`,
    );
    await getPage(`${site.url}/calendar?year=${year + 1}`);
    expect(h1()).toBe(`Academic calendar ${academicYearLabel(year + 1)}`);
    expect(screen.getByRole('link', { name: `Previous year: ${academicYearLabel(year)}` })).toHaveAttribute(
      'href',
      '/calendar',
    );
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`/calendar\\?year=${year + 1}$`)),
    );
  });

  it.each(['abc', '1850', '99999', '2026-27', '%00', '2026&year=2027'])(
    'shows this year for ?year=%s, never an error',
    async (param) => {
      const page = await getPage(`${site.url}/calendar?year=${param}`);
      expect(page.status).toBe(200);
      expect(h1()).toBe(`Academic calendar ${academicYearLabel(thisYear())}`);
    },
  );

  it('is in the sitemap, and names its feed in its head', async () => {
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    expect(sitemap).toMatch(/<loc>[^<]+\/calendar<\/loc>/);
    await getPage(`${site.url}/calendar`);
    expect(document.head.querySelector('link[rel="alternate"][type="text/calendar"]')).toHaveAttribute(
      'href',
      expect.stringMatching(/\/calendar\.ics$/),
    );
  });

  it('is linked from the footer and the home page', async () => {
    await getPage(`${site.url}/home`);
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Academic calendar' })).toHaveAttribute(
      'href',
      '/calendar',
    );
    const comingUp = screen.getByRole('region', { name: 'Coming up' });
    expect(within(comingUp).getByRole('link', { name: /academic calendar/i })).toHaveAttribute('href', '/calendar');
  });
});

describe('events an editor adds', () => {
  const today = istDay(new Date());
  const startsAt = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 2 * 60 * 60_000);
  const endsAt = new Date(startsAt.getTime() + 90 * 60_000);
  const description = 'Bring: pens, pencils; a ruler \\ and water.\nParents wait in the hall.';
  let allDayId: number;
  let timedId: number;

  beforeAll(async () => {
    // Only this test's events, so they are the next ones on /home whatever the date.
    const { body } = await editor.get('/events?limit=0&depth=0');
    for (const doc of body.docs as { id: number }[])
      expect((await editor.request(`/events/${doc.id}`, { method: 'DELETE' })).status).toBe(200);
    // As the admin sends them: an instant in India's time (the time of an all-day event is ignored).
    const allDay = await editor.post('/events', {
      title: 'Test holiday',
      category: 'holiday',
      allDay: true,
      start: istInstant(today, '10:00'),
      end: istInstant(addDays(today, 2), '10:00'),
    });
    expect(allDay.status).toBe(201);
    allDayId = (allDay.body.doc as { id: number }).id;
    const timed = await editor.post('/events', {
      title: 'Test science fair',
      category: 'event',
      allDay: false,
      start: startsAt.toISOString(),
      end: endsAt.toISOString(),
      location: 'Hall A, ground floor',
      classes: 'VI–VIII',
      description,
    });
    expect(timed.status).toBe(201);
    timedId = (timed.body.doc as { id: number }).id;
  });

  it('shows both on /calendar on the next request, on India’s days and times', async () => {
    await getPage(`${site.url}/calendar`);
    const holiday = within(screen.getAllByText('Test holiday')[0]?.closest('li') as HTMLElement);
    const days = holiday
      .getAllByText((_, element) => element?.tagName === 'TIME')
      .map((time) => time.getAttribute('datetime'));
    expect(days).toEqual([today, addDays(today, 2)]);
    const fair = screen.getByText('Test science fair').closest('li') as HTMLElement;
    const start = istClock(startsAt);
    expect(fair.querySelector('time')).toHaveAttribute('datetime', `${start.day}T${start.time}+05:30`);
    expect(fair).toHaveTextContent('Classes VI–VIII · Hall A, ground floor');
    const holidays = within(
      screen.getByRole('heading', { name: 'Holidays' }).parentElement as HTMLElement,
    ).getAllByRole('listitem');
    const listed = holidays.find((item) => item.textContent?.endsWith(' Test holiday'));
    expect(listed?.querySelector('time')).toHaveAttribute('datetime', today);
  });

  it('shows both as the next events on /home', async () => {
    await getPage(`${site.url}/home`);
    const items = within(screen.getByRole('region', { name: 'Coming up' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Test holiday',
      'Test science fair',
    ]);
  });

  it('serves both in a valid iCalendar feed: CRLF, folded lines, escaped text, dates with an exclusive end, times in Asia/Kolkata', async () => {
    const { response, text } = await fetchFeed();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(text.endsWith('END:VCALENDAR')).toBe(true);
    expect(text).not.toMatch(/[^\r]\n/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const feed = parseFeed(text);
    for (const property of ['prodid', 'version', 'calscale', 'method', 'x-wr-calname'])
      expect(feed.calendar.getFirstPropertyValue(property)).toBeTruthy();
    expect(feed.calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(feed.calendar.getFirstPropertyValue('x-wr-calname')).toBe('Greenwood Public School calendar');

    const holiday = feed.find('Test holiday');
    expect(holiday?.event.startDate.isDate).toBe(true);
    expect(holiday?.event.startDate.toString()).toBe(today);
    // The day after the last day.
    expect(holiday?.event.endDate.toString()).toBe(addDays(today, 3));

    const zone = feed.calendar.getFirstSubcomponent('vtimezone');
    expect(zone?.getFirstPropertyValue('tzid')).toBe('Asia/Kolkata');
    expect(zone?.getFirstSubcomponent('standard')?.getFirstProperty('tzoffsetto')?.toICALString()).toBe(
      'TZOFFSETTO:+0530',
    );
    const fair = feed.find('Test science fair');
    expect(fair?.vevent.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Asia/Kolkata');
    expect(fair?.event.startDate.toJSDate().toISOString()).toBe(startsAt.toISOString());
    expect(fair?.event.endDate.toJSDate().toISOString()).toBe(endsAt.toISOString());
    expect(fair?.event.description).toBe(`For classes VI–VIII.\n\n${description}`);
    expect(fair?.event.location).toBe('Hall A, ground floor');
    // DTSTAMP is always in UTC.
    for (const { vevent } of feed.events) expect(vevent.getFirstPropertyValue('dtstamp')?.toString()).toMatch(/Z$/);
  });

  it('keeps each event’s UID through an edit, with a higher SEQUENCE and a new LAST-MODIFIED', async () => {
    const before = parseFeed((await fetchFeed()).text).find('Test science fair')?.vevent;
    const uid = before?.getFirstPropertyValue('uid');
    expect(uid).toMatch(new RegExp(`^event-${timedId}@127\\.0\\.0\\.1$`));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await editor.patch(`/events/${timedId}`, { title: 'Test science fair (moved to Hall B)' })).status).toBe(
      200,
    );
    const feed = parseFeed((await fetchFeed()).text);
    expect(feed.find('Test science fair')).toBeUndefined();
    const after = feed.find('Test science fair (moved to Hall B)')?.vevent;
    expect(after?.getFirstPropertyValue('uid')).toBe(uid);
    expect(Number(after?.getFirstPropertyValue('sequence'))).toBeGreaterThan(
      Number(before?.getFirstPropertyValue('sequence')),
    );
    expect(after?.getFirstPropertyValue('last-modified')?.toString()).not.toBe(
      before?.getFirstPropertyValue('last-modified')?.toString(),
    );
    expect(feed.find('Test holiday')?.vevent.getFirstPropertyValue('uid')).toBe(`event-${allDayId}@127.0.0.1`);
  });

  it('serves one category on its own, and 404 for a category it does not know', async () => {
    const holidays = parseFeed((await fetchFeed('?category=holiday')).text);
    expect(holidays.events.map(({ event }) => event.summary)).toEqual(['Test holiday']);
    expect(holidays.calendar.getFirstPropertyValue('x-wr-calname')).toBe('Greenwood Public School: Holidays');
    expect((await fetchFeed('?category=PTM')).response.status).toBe(200);
    const unknown = await fetchFeed('?category=birthdays');
    expect(unknown.response.status).toBe(404);
  });

  it('refuses an end before the start, naming the field, and anonymous writes', async () => {
    const refused = await editor.post('/events', {
      title: 'Backwards',
      category: 'event',
      allDay: true,
      start: istInstant(today, '10:00'),
      end: istInstant(addDays(today, -1), '10:00'),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]).toMatchObject({
      data: { errors: [{ path: 'end', message: 'must not be before the start' }] },
    });
    const anonymous = await fetch(`${site.url}/api/events`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'x', category: 'event', start: new Date().toISOString() }),
    });
    expect(anonymous.status).toBe(403);
  });

  it('lists nothing on /home once the events are deleted, without an error', async () => {
    for (const id of [allDayId, timedId])
      expect((await editor.request(`/events/${id}`, { method: 'DELETE' })).status).toBe(200);
    await getPage(`${site.url}/home`);
    expect(within(screen.getByRole('region', { name: 'Coming up' })).queryAllByRole('listitem')).toHaveLength(0);
    expect(parseFeed((await fetchFeed()).text).events).toHaveLength(0);
  });
});
