import { render, screen, within } from '@testing-library/react';
import type { Payload } from 'payload';
import { NeedsAttention } from '@/features/attention/needs-attention';
import { Disclosure } from '@/features/disclosure/collection';
import { account } from '../../utils/accounts';

// The disclosure's save hook needs Payload's runtime (ES modules only); the panel reads its fields alone.
jest.mock('@/cms/hooks/validate-with-schema.ts', () => ({ validateWithSchema: () => async () => undefined }));
// The school the admin works in (its selector's cookie, read with the multi-tenant plugin's ES modules): the first.
const SCHOOL = 1;
jest.mock('@/cms/admin-school.ts', () => ({ adminSchool: async () => 1 }));
jest.mock('next/headers', () => ({ headers: async () => new Headers() }));

afterEach(() => jest.useRealTimers());

type Stored = {
  disclosure: Record<string, unknown>;
  annualReports: string[];
  bookLists: string[];
  blockedTcs?: { id: number; number: string; lookupsBlockedOn: string }[];
  mailWaiting?: number;
  /** Published items by collection, each as read in English and in Hindi (without fallback). */
  translated?: { collection: string; en: Record<string, unknown>; hi: Record<string, unknown> }[];
};

/**
 * The part of Payload's local API the panel reads, over what the CMS holds, with the disclosure's real
 * field config (its labels and rows). Records what it was asked, to check it reads as the signed-in user.
 */
function localApi({ disclosure, annualReports, bookLists, blockedTcs = [], mailWaiting = 0, translated = [] }: Stored) {
  const calls: Record<string, unknown>[] = [];
  const untranslatedCalls: Record<string, unknown>[] = [];
  const academicYearIn = (years: string[]) => (args: { where: { academicYear: { equals: string } } }) =>
    years.filter((year) => year === args.where.academicYear.equals).map((academicYear) => ({ academicYear }));
  const payload = {
    config: { collections: [Disclosure] },
    // The mail waiting is counted over the job queue, which no account may read: only its counts leave it.
    count: async () => ({ totalDocs: 0 }),
    find: async (args: { collection: string; locale?: 'en' | 'hi'; where: { academicYear: { equals: string } } }) => {
      if (['pages', 'notices', 'events', 'albums', 'menu'].includes(args.collection)) {
        untranslatedCalls.push(args);
        const docs = translated.filter((item) => item.collection === args.collection);
        return { docs: docs.map((item) => item[args.locale ?? 'en']) };
      }
      if (args.collection === 'disclosure') return (calls.push(args), { docs: [disclosure] });
      if (args.collection === 'payload-jobs')
        return { totalDocs: mailWaiting, docs: mailWaiting ? [{ createdAt: '2026-11-24T03:00:00.000Z' }] : [] };
      calls.push(args);
      if (args.collection === 'transfer-certificates') return { docs: blockedTcs };
      if (args.collection === 'messages') return { docs: [], totalDocs: 0 };
      if (args.collection === 'documents') return { docs: [] };
      return { docs: academicYearIn(args.collection === 'annual-reports' ? annualReports : bookLists)(args) };
    },
  };
  return { payload: payload as unknown as Payload, calls, untranslatedCalls };
}

const stored = (validUntil: Record<string, string>, more: Partial<Stored> = {}): Stored => ({
  disclosure: {
    updatedAt: '2026-06-01T10:00:00.000Z',
    documents: {
      fireSafety: { document: 5, validUntil: validUntil.fireSafety },
      buildingSafety: { document: 6, validUntil: validUntil.buildingSafety },
      // A row that does not apply is never due, whatever is left in its date.
      stateNoc: { notApplicable: true, validUntil: '2020-01-01T12:00:00.000Z' },
      waterHealthSanitation: { url: 'https://water.example/report.pdf', validUntil: validUntil.waterHealthSanitation },
    },
    results: {},
  },
  annualReports: [],
  bookLists: ['2026-27'],
  ...more,
});

const user = account({ id: 1, role: 'editor' });

describe('the dashboard’s "Needs attention" panel', () => {
  it('lists, at a frozen 24 Nov 2026 in India, an expired certificate, one due soon and the missing annual report, each linked to its fix', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-24T09:00:00+05:30') });
    const { payload, calls } = localApi(
      stored({
        fireSafety: '2026-03-31T12:00:00.000Z',
        buildingSafety: '2028-06-30T12:00:00.000Z',
        waterHealthSanitation: '2027-01-15T06:30:00.000Z',
      }),
    );
    render(await NeedsAttention({ payload, user }));

    const panel = screen.getByRole('region', { name: 'Needs attention' });
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Fire safety certificate — expired on 31 Mar 2026Upload the renewed certificate',
      'Annual report 2025-26 — not added; it was due on 15 Sept 2026Add the annual report',
      'Water, health and sanitation — due on 15 Jan 2027Upload the renewed certificate',
    ]);
    expect(items[0]?.querySelector('time')).toHaveAttribute('datetime', '2026-03-31');
    expect(
      within(items[0] as HTMLElement).getByRole('link', { name: 'Upload the renewed certificate' }),
    ).toHaveAttribute('href', '/admin/collections/disclosure');
    expect(within(items[1] as HTMLElement).getByRole('link', { name: 'Add the annual report' })).toHaveAttribute(
      'href',
      '/admin/collections/annual-reports/create',
    );
    // Read through the local API as the signed-in user, never with access overridden.
    expect(calls).toHaveLength(5);
    for (const call of calls) expect(call).toMatchObject({ user, overrideAccess: false });
    // Of the school the admin works in.
    const mine = { school: { equals: SCHOOL } };
    expect(calls.map((call) => (call as { where?: unknown }).where)).toEqual([
      mine,
      { academicYear: { equals: '2025-26' }, ...mine },
      { academicYear: { equals: '2026-27' }, ...mine },
      // Today's block is stored as noon IST of 24 Nov.
      { lookupsBlockedOn: { greater_than_equal: '2026-11-24T06:30:00.000Z' }, ...mine },
      expect.objectContaining({ and: expect.arrayContaining([{ public: { equals: true } }]) }),
    ]);
  });

  it('lists a TC whose lookups were blocked today, by its number, linked to the TC in the admin', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-24T09:00:00+05:30') });
    const { payload } = localApi(
      stored(
        { fireSafety: '2027-03-31T12:00:00.000Z' },
        {
          annualReports: ['2025-26'],
          blockedTcs: [{ id: 12, number: 'TC/2026/0142', lookupsBlockedOn: '2026-11-24T06:30:00.000Z' }],
        },
      ),
    );
    render(await NeedsAttention({ payload, user }));
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent(
      'TC TC/2026/0142 — cannot be verified after 20 lookups without the right date of birth, until the end of 24 Nov 2026',
    );
    expect(within(item).getByRole('link', { name: 'Open the TC to contact the family' })).toHaveAttribute(
      'href',
      '/admin/collections/transfer-certificates/12',
    );
  });

  it('says in one line that nothing needs attention when the reports are in and nothing is due', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-24T09:00:00+05:30') });
    const { payload } = localApi(stored({ fireSafety: '2027-03-31T12:00:00.000Z' }, { annualReports: ['2025-26'] }));
    render(await NeedsAttention({ payload, user }));
    const panel = screen.getByRole('region', { name: 'Needs attention' });
    expect(within(panel).queryByRole('list')).not.toBeInTheDocument();
    expect(panel).toHaveTextContent(/Nothing needs attention/);
  });

  it('shows the same certificate as due the day before it is listed as expired, at IST midnight', async () => {
    const { payload } = localApi(stored({ fireSafety: '2026-11-23T12:00:00.000Z' }, { annualReports: ['2025-26'] }));
    jest.useFakeTimers({ now: new Date('2026-11-23T18:29:59Z') });
    const { unmount } = render(await NeedsAttention({ payload, user }));
    expect(screen.getByRole('listitem')).toHaveTextContent('Fire safety certificate — due on 23 Nov 2026');
    unmount();
    jest.setSystemTime(new Date('2026-11-23T18:30:00Z'));
    render(await NeedsAttention({ payload, user }));
    expect(screen.getByRole('listitem')).toHaveTextContent('Fire safety certificate — expired on 23 Nov 2026');
  });

  it('keeps the dashboard working when the CMS cannot be read, saying so in one line', async () => {
    const { payload } = localApi(stored({}));
    const failing = {
      ...payload,
      find: async () => Promise.reject(new Error('no such table: disclosure')),
    } as unknown as Payload;
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(await NeedsAttention({ payload: failing, user }));
    expect(screen.getByRole('region', { name: 'Needs attention' })).toHaveTextContent(/could not be checked just now/);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('attention list could not be read: no such table: disclosure'),
    );
  });

  it('lists the mail not sent yet with the oldest’s age, and says under the list that e-mail is off', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-24T09:00:00+05:30') });
    const { payload } = localApi(
      stored({ fireSafety: '2027-03-31T12:00:00.000Z' }, { annualReports: ['2025-26'], mailWaiting: 2 }),
    );
    render(await NeedsAttention({ payload, user: account({ id: 2, role: 'admin' }) }));
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent(
      '2 e-mails about parents’ messages — not sent yet; the oldest has waited 30 minutes, since 24 Nov 2026',
    );
    expect(within(item).getByRole('link', { name: 'Read the messages in the admin' })).toHaveAttribute(
      'href',
      '/admin/collections/messages',
    );
    // The unit tests' server has no SMTP_URL.
    expect(screen.getByRole('region', { name: 'Needs attention' })).toHaveTextContent(/E-mail is off/);
  });

  it('tells an editor who may not read messages nothing of their mail', async () => {
    const { payload } = localApi(
      stored({ fireSafety: '2027-03-31T12:00:00.000Z' }, { annualReports: ['2025-26'], mailWaiting: 2 }),
    );
    render(await NeedsAttention({ payload, user }));
    expect(screen.getByRole('region', { name: 'Needs attention' })).not.toHaveTextContent(/e-mail/i);
  });

  it('lists what is published without Hindi, linked to its Hindi in the admin, and not what has it', async () => {
    const body = (text: string) => ({
      root: { children: [{ type: 'paragraph', children: [{ type: 'text', text }] }] },
    });
    const { payload, untranslatedCalls } = localApi(
      stored(
        { fireSafety: '2027-03-31T12:00:00.000Z' },
        {
          annualReports: ['2025-26'],
          translated: [
            {
              collection: 'notices',
              en: { id: 3, title: 'Winter break', body: body('Closed.') },
              hi: { id: 3, title: 'शीतकालीन अवकाश', body: body('बंद।') },
            },
            {
              collection: 'notices',
              en: { id: 4, title: 'Fee dates', body: body('Pay by 10.') },
              hi: { id: 4, title: 'शुल्क की तिथियाँ', body: null },
            },
            { collection: 'menu', en: { id: 9, title: 'Admissions' }, hi: { id: 9, title: null } },
          ],
        },
      ),
    );
    render(await NeedsAttention({ payload, user }));
    const panel = screen.getByRole('region', { name: 'Not yet in Hindi' });
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Notice: शुल्क की तिथियाँWrite the Hindi',
      'Menu entry: AdmissionsWrite the Hindi',
    ]);
    expect(within(items[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/collections/notices/4?locale=hi',
    );
    // Both languages read as the signed-in user, without Payload's fallback, of the admin's school; published pages only.
    for (const call of untranslatedCalls)
      expect(call).toMatchObject({
        user,
        overrideAccess: false,
        fallbackLocale: false,
        where: expect.objectContaining({ school: { equals: SCHOOL } }),
      });
    expect(untranslatedCalls.find((call) => call.collection === 'pages')).toMatchObject({
      where: { _status: { equals: 'published' }, school: { equals: SCHOOL } },
    });
  });
});
