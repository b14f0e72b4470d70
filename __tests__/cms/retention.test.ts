import { lookupsExpireBefore } from '@/cms/retention';

const months = (from: Date, count: number) => {
  const date = new Date(from);
  date.setUTCMonth(date.getUTCMonth() + count);
  return date;
};

describe('the TC lookups clean-up', () => {
  // A frozen clock: the rule is a function of the moment the clean-up runs.
  const now = new Date('2027-03-15T03:00:00.000Z');

  it('deletes what is older than 12 months at the moment it runs', () => {
    expect(lookupsExpireBefore(now).toISOString()).toBe('2026-03-15T03:00:00.000Z');
    const expired = (at: Date) => at < lookupsExpireBefore(now);
    expect(expired(months(now, -13))).toBe(true);
    expect(expired(new Date(Date.parse('2026-03-15T02:59:59.999Z')))).toBe(true);
    expect(expired(new Date(Date.parse('2026-03-15T03:00:00.000Z')))).toBe(false);
    expect(expired(months(now, -11))).toBe(false);
  });

  it('counts calendar months: a run on 29 February keeps a year to the day, give or take the leap day', () => {
    expect(lookupsExpireBefore(new Date('2028-02-29T03:00:00.000Z')).toISOString()).toBe('2027-03-01T03:00:00.000Z');
  });
});
