import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { calendarFeed } from '@/features/calendar/ics';
import { eventSchema, toCalendarEvent, upcomingEvents, type CalendarEvent } from '@/features/calendar/rules';
import { readStarterCalendar } from '@/features/calendar/starter-file';
import { yearHref, yearView } from '@/features/calendar/years';
import { academicYearLabel, academicYearMonths, academicYearOf } from '@/lib/academic-year';
import { addDays, isDay, istDay, storedInstantOfDay } from '@/lib/dates';

const event = (fields: Record<string, unknown>): CalendarEvent =>
  toCalendarEvent(
    eventSchema.parse({
      id: 1,
      title: 'An event',
      category: 'event',
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
      ...fields,
    }),
  );

describe('days in India’s time', () => {
  it('reads the day of an instant on IST’s clock, not UTC’s', () => {
    expect(istDay('2026-08-14T18:29:00Z')).toBe('2026-08-14');
    expect(istDay('2026-08-14T18:30:00Z')).toBe('2026-08-15');
    expect(istDay(storedInstantOfDay('2026-08-15'))).toBe('2026-08-15');
  });

  it('names academic years by the April they start in', () => {
    expect(academicYearOf('2026-04-01')).toBe(2026);
    expect(academicYearOf('2027-03-31')).toBe(2026);
    expect(academicYearLabel(2026)).toBe('2026–27');
    expect(academicYearLabel(2099)).toBe('2099–00');
    expect(academicYearMonths(2026)).toEqual([
      ...['04', '05', '06', '07', '08', '09', '10', '11', '12'].map((m) => `2026-${m}`),
      '2027-01',
      '2027-02',
      '2027-03',
    ]);
  });

  it('knows real days and moves across months and leap years', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2027-02-29')).toBe(false);
    expect(isDay('2026-04-31')).toBe(false);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('an event', () => {
  it('ends when it starts when no end is given, and never before the start', () => {
    expect(event({ start: '2026-08-15T06:30:00Z' }).endDay).toBe('2026-08-15');
    expect(
      eventSchema.safeParse({
        title: 'x',
        category: 'event',
        start: '2026-08-15T06:30:00Z',
        end: '2026-08-14T06:30:00Z',
      }).success,
    ).toBe(false);
    expect(
      eventSchema.safeParse({
        title: 'x',
        category: 'event',
        allDay: false,
        start: '2026-08-15T06:30:00Z',
        end: '2026-08-15T06:29:00Z',
      }).success,
    ).toBe(false);
  });

  it('counts as coming up while it is under way, and not once it has ended', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const ongoing = event({ id: 1, title: 'Ongoing', start: '2026-11-20T06:30:00Z', end: '2026-11-23T06:30:00Z' });
    const ended = event({
      id: 2,
      title: 'Ended',
      allDay: false,
      start: '2026-11-23T08:00:00Z',
      end: '2026-11-23T09:59:00Z',
    });
    const later = event({ id: 3, title: 'Later', start: '2026-12-01T06:30:00Z' });
    expect(upcomingEvents([later, ended, ongoing], now, 3).map((e) => e.title)).toEqual(['Ongoing', 'Later']);
    const morning = event({
      id: 4,
      title: 'Morning assembly',
      allDay: false,
      start: '2026-12-01T03:00:00Z',
      end: '2026-12-01T04:00:00Z',
    });
    expect(upcomingEvents([morning, later], now, 3).map((e) => e.title)).toEqual(['Later', 'Morning assembly']);
  });
});

describe('the year /calendar shows', () => {
  it('is this year unless a year near the calendar’s is asked for', () => {
    expect(yearView(undefined, '2026-11-23', [2026])).toEqual({
      year: 2026,
      current: true,
      previous: 2025,
      next: 2027,
    });
    expect(yearView('2025', '2026-11-23', [2026])).toEqual({ year: 2025, current: false, next: 2026 });
    for (const garbage of ['abc', '1850', '2030', '2026-27', ['2025', '2027']])
      expect(yearView(garbage, '2026-11-23', [2026]).year).toBe(2026);
    expect(yearView('2030', '2026-11-23', [2026, 2029]).year).toBe(2030);
    expect(yearHref(2026, 2026)).toBe('/calendar');
    expect(yearHref(2027, 2026)).toBe('/calendar?year=2027');
  });
});

describe('content/calendar.yaml', () => {
  const dir = () => mkdtempSync(join(tmpdir(), 'calendar-content-'));
  const write = (text: string) => {
    const folder = dir();
    writeFileSync(join(folder, 'calendar.yaml'), text);
    return folder;
  };

  it('reads days as all-day events at noon IST and times as IST times', () => {
    const [holiday, meeting] = readStarterCalendar(
      write(
        'events:\n  - { title: Holi, category: holiday, start: 2027-03-22 }\n  - { title: PTM, category: ptm, start: 2026-08-01 09:00, end: 2026-08-01 12:30 }\n',
      ),
    );
    expect(holiday).toMatchObject({ allDay: true, start: '2027-03-22T06:30:00.000Z', end: '2027-03-22T06:30:00.000Z' });
    expect(meeting).toMatchObject({
      allDay: false,
      start: '2026-08-01T03:30:00.000Z',
      end: '2026-08-01T07:00:00.000Z',
    });
  });

  it('names the file, the event and the field of a mistake', () => {
    expect(() =>
      readStarterCalendar(write('events:\n  - { title: Holi, category: holiday, start: 22-03-2027 }\n')),
    ).toThrow(/^content\/calendar\.yaml: events\[1\]\.start: expected a day such as/);
    expect(() =>
      readStarterCalendar(write('events:\n  - { title: Holi, category: festival, start: 2027-03-22 }\n')),
    ).toThrow(/events\[1\]\.category: expected one of holiday/);
    expect(() =>
      readStarterCalendar(
        write('events:\n  - { title: Holi, category: holiday, start: 2027-03-22, end: 2027-03-21 }\n'),
      ),
    ).toThrow(/events\[1\]\.end: must not be before the start/);
  });

  it('ships a year of demo events that all pass', () => {
    expect(readStarterCalendar(join(__dirname, '..', '..', '..', 'content')).length).toBeGreaterThanOrEqual(30);
  });
});

describe('the iCalendar feed', () => {
  it('writes the same days and times whatever the server’s time zone', () => {
    const events = [
      event({
        id: 7,
        title: 'Diwali break',
        category: 'holiday',
        start: '2026-11-07T06:30:00Z',
        end: '2026-11-11T06:30:00Z',
      }),
      event({ id: 8, title: 'Annual Day', allDay: false, start: '2026-12-12T11:30:00Z', end: '2026-12-12T14:30:00Z' }),
    ];
    const feedIn = (zone: string) => {
      const before = process.env.TZ;
      process.env.TZ = zone;
      try {
        return calendarFeed(events, {
          baseUrl: 'https://school.example',
          name: 'Calendar',
          now: new Date('2026-11-23T10:00:00Z'),
        });
      } finally {
        process.env.TZ = before;
      }
    };
    const honolulu = feedIn('Pacific/Honolulu');
    expect(honolulu).toContain('\r\nDTSTART;VALUE=DATE:20261107\r\nDTEND;VALUE=DATE:20261112\r\n');
    expect(honolulu).toContain(
      '\r\nDTSTART;TZID=Asia/Kolkata:20261212T170000\r\nDTEND;TZID=Asia/Kolkata:20261212T200000\r\n',
    );
    expect(honolulu).toContain('\r\nDTSTAMP:20261123T100000Z\r\n');
    expect(honolulu).toContain('\r\nUID:event-7@school.example\r\n');
    expect(feedIn('Pacific/Kiritimati')).toBe(honolulu);
  });
});
