import * as qs from 'qs-esm';
import { addWorkingDays, lateBefore, lateWhere, messageItems } from '@/features/attention/message-rules';
import { needsAttention } from '@/features/attention/rules';

/** The instant of an IST wall-clock time. */
const ist = (day: string, time = '10:00:00') => new Date(`${day}T${time}+05:30`);

/** Whether a message sent at `sent` is counted at `now`, by the query the dashboard asks. */
const late = (kind: 'enquiry' | 'grievance', sent: Date, now: Date) => sent.toISOString() < lateBefore(now)[kind];

describe('messages from parents that need attention', () => {
  it('counts working days Monday to Saturday: Sunday is skipped', () => {
    expect(addWorkingDays('2026-11-23', 3)).toBe('2026-11-26'); // Monday → Thursday
    expect(addWorkingDays('2026-11-26', 3)).toBe('2026-11-30'); // Thursday → Monday, over Sunday the 29th
    expect(addWorkingDays('2026-11-29', 3)).toBe('2026-12-02'); // Sunday → Wednesday
  });

  it('lists an enquiry still new once its third working day after it came is over, in India’s time', () => {
    const monday = ist('2026-11-23', '23:59:00');
    expect(late('enquiry', monday, ist('2026-11-26', '23:59:59'))).toBe(false);
    expect(late('enquiry', monday, ist('2026-11-27', '00:00:00'))).toBe(true);
    // Sent on a Saturday: Monday, Tuesday and Wednesday are its three days.
    const saturday = ist('2026-11-28');
    expect(late('enquiry', saturday, ist('2026-12-02', '18:00:00'))).toBe(false);
    expect(late('enquiry', saturday, ist('2026-12-03', '09:00:00'))).toBe(true);
  });

  it('lists a grievance not resolved more than 30 days after it came', () => {
    const sent = ist('2026-10-25', '16:00:00');
    expect(late('grievance', sent, ist('2026-11-24', '23:00:00'))).toBe(false);
    expect(late('grievance', sent, ist('2026-11-25', '00:00:00'))).toBe(true);
  });

  it('shows how many and since when, never who, each linked to the admin’s list filtered to them', () => {
    const now = ist('2026-11-27');
    const items = messageItems(
      {
        enquiries: { count: 2, oldest: '2026-11-20T05:00:00.000Z' },
        grievances: { count: 1, oldest: '2026-10-01T05:00:00.000Z' },
      },
      now,
    );
    expect(items.map(({ subject, state, day, action }) => ({ subject, state, day, action }))).toEqual([
      {
        subject: '2 admission enquiries',
        state: 'still new after 3 working days; the oldest came on',
        day: '2026-11-20',
        action: 'Open the enquiries',
      },
      {
        subject: '1 grievance',
        state: 'not resolved after 30 days; the oldest came on',
        day: '2026-10-01',
        action: 'Open the grievance',
      },
    ]);
    const [enquiries, grievances] = items.map((item) => new URL(item.href, 'https://school.example'));
    expect(enquiries?.pathname).toBe('/admin/collections/messages');
    expect(qs.parse(enquiries?.search ?? '', { ignoreQueryPrefix: true, depth: 10 })).toEqual({
      where: {
        or: [
          {
            and: [
              { form: { equals: 'enquiry' } },
              { status: { equals: 'new' } },
              { createdAt: { less_than: '2026-11-23T18:30:00.000Z' } },
            ],
          },
        ],
      },
      sort: 'createdAt',
    });
    expect(qs.parse(grievances?.search ?? '', { ignoreQueryPrefix: true, depth: 10 })).toMatchObject({
      where: lateWhere(now).grievance,
    });
  });

  it('lists nothing about messages when none waited too long, or for an account that may not read them', () => {
    const none = { count: 0, oldest: undefined };
    expect(messageItems({ enquiries: none, grievances: none }, ist('2026-11-27'))).toEqual([]);
    const facts = { certificates: [], annualReportYears: ['2025-26'], bookListYears: ['2026-27'] };
    expect(needsAttention({ ...facts, messages: undefined }, ist('2026-11-27'))).toEqual([]);
    expect(
      needsAttention(
        { ...facts, messages: { enquiries: { count: 1, oldest: '2026-11-20T05:00:00.000Z' }, grievances: none } },
        ist('2026-11-27'),
      ).map((item) => item.key),
    ).toEqual(['messages:enquiries']);
  });
});
