import { render, screen, within } from '@testing-library/react';
import type { Payload } from 'payload';
import { NeedsAttention } from '@/features/attention/needs-attention';
import { Disclosure } from '@/features/disclosure/collection';
import { account } from '../../utils/accounts';

// The disclosure's save hook needs Payload's runtime (ES modules only); the panel reads its fields alone.
jest.mock('@/cms/hooks/validate-with-schema.ts', () => ({ validateWithSchema: () => async () => undefined }));
// The school the admin works in (its selector's cookie, read with the multi-tenant plugin's ES modules): the first.
jest.mock('@/cms/admin-school.ts', () => ({ adminSchool: async () => 1 }));
jest.mock('next/headers', () => ({ headers: async () => new Headers() }));

afterEach(() => jest.useRealTimers());

/** The local API over a CMS where everything else is in order and messages wait: 3 enquiries, 1 grievance. */
function localApi() {
  const calls: Record<string, unknown>[] = [];
  const payload = {
    config: { collections: [Disclosure] },
    // No mail waiting in the job queue.
    count: async () => ({ totalDocs: 0 }),
    find: async (args: {
      collection: string;
      where: { and: [{ or: { and: Record<string, { equals?: string }>[] }[] }, { school: { equals: number } }] };
    }) => {
      if (args.collection === 'payload-jobs') return { docs: [], totalDocs: 0 };
      if (args.collection === 'disclosure')
        return { docs: [{ updatedAt: '2026-10-01T10:00:00.000Z', documents: {}, results: {} }], totalDocs: 1 };
      if (args.collection !== 'messages') {
        const year = (args.where as unknown as { academicYear?: { equals: string } } | undefined)?.academicYear?.equals;
        return { docs: year ? [{ academicYear: year }] : [], totalDocs: year ? 1 : 0 };
      }
      calls.push(args);
      const grievance = args.where.and[0].or[0]?.and[0]?.form?.equals === 'grievance';
      return grievance
        ? { docs: [{ createdAt: '2026-09-30T05:00:00.000Z' }], totalDocs: 1 }
        : { docs: [{ createdAt: '2026-11-18T05:00:00.000Z' }], totalDocs: 3 };
    },
  };
  return { payload: payload as unknown as Payload, calls };
}

describe('the "Needs attention" panel and messages from parents', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-27T09:00:00+05:30') }));

  it('tells an account that reads messages how many wait and since when, linked to them, without a name or a number', async () => {
    const admin = account({ id: 1, role: 'admin' });
    const { payload, calls } = localApi();
    render(await NeedsAttention({ payload, user: admin }));
    const panel = screen.getByRole('region', { name: 'Needs attention' });
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1 grievance — not resolved after 30 days; the oldest came on 30 Sept 2026Open the grievance',
      '3 admission enquiries — still new after 3 working days; the oldest came on 18 Nov 2026Open the enquiries',
    ]);
    expect(within(panel).getByRole('link', { name: 'Open the enquiries' }).getAttribute('href')).toMatch(
      /^\/admin\/collections\/messages\?where/,
    );
    // Read as the signed-in account, never with access overridden, and only when the time each form came.
    expect(calls).toHaveLength(2);
    for (const call of calls)
      expect(call).toMatchObject({
        user: admin,
        overrideAccess: false,
        select: { createdAt: true },
        where: { and: [expect.anything(), { school: { equals: 1 } }] },
      });
  });

  it('says nothing of messages to an editor without the grant, and does not read them', async () => {
    const { payload, calls } = localApi();
    render(await NeedsAttention({ payload, user: account({ id: 2, role: 'editor', readsMessages: false }) }));
    expect(screen.getByRole('region', { name: 'Needs attention' })).not.toHaveTextContent(/enquir|grievance/i);
    expect(calls).toHaveLength(0);
  });

  it('tells an editor an admin granted it', async () => {
    const { payload } = localApi();
    render(await NeedsAttention({ payload, user: account({ id: 3, role: 'editor', readsMessages: true }) }));
    expect(screen.getByRole('region', { name: 'Needs attention' })).toHaveTextContent('3 admission enquiries');
  });
});
