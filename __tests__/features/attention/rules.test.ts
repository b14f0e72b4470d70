import { FIX, needsAttention, yearsToCheck, type AttentionFacts } from '@/features/attention/rules';

/** The instant of an IST wall-clock time. */
const ist = (day: string, time = '10:00:00') => new Date(`${day}T${time}+05:30`);

/** Everything in order on 24 Nov 2026: both reports the rules ask about, a recent save, no certificate due. */
const upToDate: AttentionFacts = {
  certificates: [{ name: 'Fire safety certificate', validUntil: '2028-03-31' }],
  annualReportYears: ['2025-26'],
  bookListYears: ['2026-27'],
  disclosureUpdatedAt: '2026-10-01T06:30:00.000Z',
};

const keys = (facts: Partial<AttentionFacts>, now: Date) =>
  needsAttention({ ...upToDate, ...facts }, now).map((item) => item.key);

describe('what needs attention', () => {
  it('is nothing when the disclosure, the annual report and the book lists are up to date', () => {
    expect(needsAttention(upToDate, ist('2026-11-24'))).toEqual([]);
  });

  describe('a certificate', () => {
    const fire = (validUntil: string): Partial<AttentionFacts> => ({
      certificates: [{ name: 'Fire safety certificate', validUntil }],
    });

    it('is listed as expired the day after its last valid day, with the day and the link to the disclosure', () => {
      expect(needsAttention({ ...upToDate, ...fire('2026-03-31') }, ist('2026-11-24'))).toEqual([
        {
          key: 'certificate:Fire safety certificate',
          subject: 'Fire safety certificate',
          state: 'expired on',
          day: '2026-03-31',
          urgency: 'overdue',
          href: '/admin/collections/disclosure',
          action: 'Upload the renewed certificate',
        },
      ]);
    });

    it('is still valid, though due, on its last valid day', () => {
      const [item] = needsAttention({ ...upToDate, ...fire('2026-11-24') }, ist('2026-11-24', '23:59:59'));
      expect([item?.state, item?.urgency]).toEqual(['due on', 'soon']);
      expect(needsAttention({ ...upToDate, ...fire('2026-11-24') }, ist('2026-11-25', '00:00:00'))[0]?.state).toBe(
        'expired on',
      );
    });

    it('is listed as due from 60 days before its last valid day, not 61', () => {
      expect(keys(fire('2027-01-23'), ist('2026-11-24'))).toEqual(['certificate:Fire safety certificate']);
      expect(needsAttention({ ...upToDate, ...fire('2027-01-23') }, ist('2026-11-24'))[0]?.state).toBe('due on');
      expect(keys(fire('2027-01-24'), ist('2026-11-24'))).toEqual([]);
    });

    it('counts days on India’s clock: 60 days are reached at IST midnight, whatever UTC says', () => {
      // 18:29:59 UTC on 23 Nov is 23:59:59 IST on 23 Nov; a minute later it is 24 Nov in India.
      expect(keys(fire('2027-01-23'), new Date('2026-11-23T18:29:59Z'))).toEqual([]);
      expect(keys(fire('2027-01-23'), new Date('2026-11-23T18:30:00Z'))).toEqual([
        'certificate:Fire safety certificate',
      ]);
    });

    it('lists expired ones before due ones, each by day', () => {
      const certificates = [
        { name: 'Water, health and sanitation', validUntil: '2027-01-15' },
        { name: 'Building safety certificate', validUntil: '2026-10-01' },
        { name: 'Fire safety certificate', validUntil: '2026-03-31' },
        { name: 'State NOC', validUntil: '2026-12-01' },
      ];
      expect(
        needsAttention({ ...upToDate, certificates }, ist('2026-11-24')).map((item) => [item.subject, item.state]),
      ).toEqual([
        ['Fire safety certificate', 'expired on'],
        ['Building safety certificate', 'expired on'],
        ['State NOC', 'due on'],
        ['Water, health and sanitation', 'due on'],
      ]);
    });
  });

  describe('the annual report of the last academic year', () => {
    const none = { annualReportYears: ['2024-25'] };

    it('is not missed on 14 September, and missed on 16 September, linking to a new report', () => {
      expect(keys(none, ist('2026-09-14'))).toEqual([]);
      const [item] = needsAttention({ ...upToDate, ...none }, ist('2026-09-16'));
      expect(item).toMatchObject({
        key: 'annual-report',
        subject: 'Annual report 2025-26',
        day: '2026-09-15',
        href: FIX.annualReport,
      });
      expect(FIX.annualReport).toBe('/admin/collections/annual-reports/create');
    });

    it('is due by the end of 15 September in India', () => {
      expect(keys(none, new Date('2026-09-15T18:29:59Z'))).toEqual([]);
      expect(keys(none, new Date('2026-09-15T18:30:00Z'))).toEqual(['annual-report']);
    });

    it('is 2025-26 on 24 November 2026 and still in March 2027, until the next year starts', () => {
      expect(yearsToCheck(ist('2026-11-24')).annualReport).toBe('2025-26');
      expect(keys(none, ist('2027-03-31'))).toEqual(['annual-report']);
      // From April the last year is 2026-27, not due until 15 September 2027.
      expect(keys({ ...none, bookListYears: ['2027-28'] }, ist('2027-04-01'))).toEqual([]);
    });

    it('is satisfied by that year’s report only', () => {
      expect(keys({ annualReportYears: ['2025-26'] }, ist('2026-11-24'))).toEqual([]);
      expect(keys({ annualReportYears: ['2026-27'] }, ist('2026-11-24'))).toEqual(['annual-report']);
    });
  });

  describe('the book lists of the current academic year', () => {
    it('are not asked for on 31 March, and asked for on 1 April, linking to the book lists', () => {
      const facts = { bookListYears: ['2026-27'], annualReportYears: ['2025-26', '2026-27'] };
      expect(keys(facts, ist('2027-03-31', '23:59:59'))).toEqual([]);
      const [item] = needsAttention({ ...upToDate, ...facts }, ist('2027-04-01', '00:00:00'));
      expect(item).toMatchObject({
        key: 'book-list',
        subject: 'Book list 2027-28',
        day: '2027-04-01',
        href: '/admin/collections/book-lists',
      });
    });

    it('turn over at IST midnight, not UTC’s', () => {
      const facts = { bookListYears: ['2026-27'] };
      expect(keys(facts, new Date('2027-03-31T18:29:59Z'))).toEqual([]);
      expect(keys(facts, new Date('2027-03-31T18:30:00Z'))).toContain('book-list');
    });
  });

  describe('the disclosure', () => {
    it('is listed when unchanged for 12 months, the day of its last save a year on', () => {
      const saved = { disclosureUpdatedAt: new Date('2025-11-24T15:00:00+05:30').toISOString() };
      expect(keys(saved, ist('2026-11-23', '23:59:59'))).toEqual([]);
      const [item] = needsAttention({ ...upToDate, ...saved }, ist('2026-11-24', '00:00:00'));
      expect(item).toMatchObject({
        key: 'disclosure',
        state: 'unchanged since',
        day: '2025-11-24',
        href: FIX.disclosure,
      });
    });

    it('reads its save’s day in India: 20:00 UTC on 23 Nov is 24 Nov there', () => {
      const saved = { disclosureUpdatedAt: '2025-11-23T20:00:00.000Z' };
      expect(keys(saved, ist('2026-11-23'))).toEqual([]);
      expect(keys(saved, ist('2026-11-24'))).toEqual(['disclosure']);
    });

    it('counts a year from 29 February to 1 March', () => {
      const saved = {
        disclosureUpdatedAt: ist('2028-02-29').toISOString(),
        annualReportYears: ['2027-28'],
        bookListYears: ['2028-29'],
      };
      expect(keys({ ...saved, bookListYears: ['2028-29'] }, ist('2029-02-28'))).not.toContain('disclosure');
      expect(keys(saved, ist('2029-03-01'))).toContain('disclosure');
    });

    it('is not listed when it was never saved or its time is unreadable', () => {
      expect(keys({ disclosureUpdatedAt: null }, ist('2030-01-01'))).not.toContain('disclosure');
      expect(keys({ disclosureUpdatedAt: 'yesterday' }, ist('2030-01-01'))).not.toContain('disclosure');
    });
  });
  describe('a TC whose lookups were blocked', () => {
    const blocked = (blockedOn: string): Partial<AttentionFacts> => ({
      blockedTcs: [{ id: 12, number: 'TC/2026/0142', blockedOn }],
    });

    it('is listed on its day, naming the number and linking to the TC in the admin', () => {
      expect(needsAttention({ ...upToDate, ...blocked('2026-11-24') }, ist('2026-11-24'))).toEqual([
        {
          key: 'tc-blocked:12',
          subject: 'TC TC/2026/0142',
          state: 'cannot be verified after 20 lookups without the right date of birth, until the end of',
          day: '2026-11-24',
          urgency: 'overdue',
          href: '/admin/collections/transfer-certificates/12',
          action: 'Open the TC to contact the family',
        },
      ]);
    });

    it('is no longer listed the next day in India, when its lookups are answered again', () => {
      expect(keys(blocked('2026-11-24'), new Date('2026-11-24T18:29:59Z'))).toEqual(['tc-blocked:12']);
      expect(keys(blocked('2026-11-24'), new Date('2026-11-24T18:30:00Z'))).toEqual([]);
    });
  });
});

describe('the mail about parents’ messages', () => {
  const now = ist('2026-11-24', '12:00:00');
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();
  const items = (mail: AttentionFacts['mail']) => needsAttention({ ...upToDate, mail }, now);

  it('is nothing to see when every mail has gone, e-mail on or off (the panel says off under the list)', () => {
    expect(items({ off: false, count: 0, failed: 0 })).toEqual([]);
    expect(items({ off: true, count: 0, failed: 0 })).toEqual([]);
  });

  it('lists the mail not sent with the oldest’s age: a warning for minutes, overdue after a quarter of an hour', () => {
    expect(items({ off: false, count: 2, oldestAt: at(5), failed: 0 })).toEqual([
      expect.objectContaining({
        key: 'mail-waiting',
        subject: '2 e-mails about parents’ messages',
        state: 'not sent yet; the oldest has waited 5 minutes, since',
        urgency: 'soon',
        href: FIX.messages,
      }),
    ]);
    expect(items({ off: false, count: 1, oldestAt: at(3 * 60), failed: 1 })[0]).toMatchObject({
      subject: '1 e-mail about parents’ messages',
      state: expect.stringContaining('1 after every retry'),
      urgency: 'overdue',
    });
    expect(items({ off: false, count: 1, oldestAt: at(3 * 60), failed: 0 })[0]?.state).toContain('3 hours');
  });
});

describe('a PDF the site shows that search cannot read', () => {
  it('is listed as a warning on the day it was saved (in India), linking to the document to add a summary', () => {
    const pdfsWithoutText = [{ id: 7, title: 'Circular 12 (scanned)', updatedAt: '2026-11-20T20:00:00.000Z' }];
    expect(needsAttention({ ...upToDate, pdfsWithoutText }, ist('2026-11-24'))).toEqual([
      {
        key: 'pdf-without-text:7',
        subject: 'PDF “Circular 12 (scanned)”',
        state:
          'has no text search could read (a scan, or a file too large or complex to read) and no summary; saved on',
        day: '2026-11-21',
        urgency: 'soon',
        href: '/admin/collections/documents/7',
        action: 'Add a summary for search',
      },
    ]);
  });

  it('comes after what is overdue', () => {
    const pdfsWithoutText = [{ id: 7, title: 'Scan', updatedAt: '2026-01-01T06:00:00.000Z' }];
    expect(keys({ pdfsWithoutText, bookListYears: [] }, ist('2026-11-24'))).toEqual([
      'book-list',
      'pdf-without-text:7',
    ]);
  });
});
