import { lookupsExpireBefore } from '@/features/transfer-certificates/retention';

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

describe('a daily clean-up', () => {
  it('runs once in 20 hours however many replicas claim it, and a failed run lets the next one try', async () => {
    const { deleteOldMessages } = await import('@/features/messages/retention');
    let runs = 0;
    let fail = true;
    const payload = {
      // One school, with no message settings saved: the privacy notice's default times.
      find: async ({ collection }: { collection: string }) => ({ docs: collection === 'schools' ? [{ id: 1 }] : [] }),
      delete: async () => {
        runs += 1;
        if (fail) throw new Error('database locked');
        return { docs: [] };
      },
    };
    const handler = deleteOldMessages.handler as (args: unknown) => Promise<{ output: object }>;
    const run = () => handler({ req: { payload } });
    await expect(run()).rejects.toThrow('database locked');
    fail = false;
    const outputs = await Promise.all([run(), run(), run()]);
    // Three kinds of message deleted in the one run that got through; the others skipped.
    expect(runs).toBe(1 + 3);
    expect(outputs.map(({ output }) => output)).toEqual([
      { enquiries: 0, contactMessages: 0, grievances: 0 },
      { enquiries: 0, contactMessages: 0, grievances: 0 },
      { enquiries: 0, contactMessages: 0, grievances: 0 },
    ]);
  });
});
