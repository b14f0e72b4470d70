import type { Endpoint, PayloadRequest, Sort, Where } from 'payload';
import { mergeListSearchAndWhere } from 'payload/shared';
import { adminSchool } from '../../cms/admin-school.ts';
import { csvFileName, messagesCsv, type CsvMessage } from './csv.ts';

const EXPORT_PATH = '/export.csv';

type Account = { id: number; name?: string | null };

// A query Payload's own parser (qs-esm) read: checked field by field when Payload builds the query.
const isWhere = (value: unknown): value is Where =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The list's sort as the admin's list puts it in its address (`-createdAt`, or several), newest first unless asked. */
function sortOf(value: unknown): Sort {
  if (typeof value === 'string' && value) return value;
  if (Array.isArray(value) && value.every((each) => typeof each === 'string') && value.length) return value;
  return '-createdAt';
}

const accountLabel = (id: number) => `Account ${id}`;

/**
 * Who handled each message, by the account's name, or "Account 7" without one: never its e-mail address.
 * The reader may be an editor, who may not read other accounts (features/accounts); a name is what the
 * admin shows colleagues of one another, an address is each account's own. Only the names are read, on
 * the server's authority.
 */
async function handlers(req: PayloadRequest, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { id: { in: ids } },
    select: { name: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  });
  return new Map((docs as Account[]).map((account) => [account.id, account.name?.trim() || accountLabel(account.id)]));
}

/**
 * `GET /api/messages/export.csv`: the list the admin shows, with its filters, search and sort as its
 * address carries them, every page of it, as CSV. Read as the signed-in account (`overrideAccess: false`),
 * so an account that may not read messages gets Payload's 403, not an empty file.
 */
export const exportMessages: Endpoint = {
  path: EXPORT_PATH,
  method: 'get',
  handler: async (req) => {
    const collection = req.payload.collections.messages.config;
    const query = req.query;
    const where: Where = mergeListSearchAndWhere({
      collectionConfig: collection,
      search: typeof query.search === 'string' ? query.search : '',
      where: isWhere(query.where) ? query.where : {},
    });
    // The school the admin's list shows (its school selector): an account of two schools exports one.
    const school = await adminSchool(req.payload, req.user, req.headers);
    const { docs } = await req.payload.find({
      collection: 'messages',
      where: { and: [where, { school: { equals: school ?? null } }] },
      sort: sortOf(query.sort),
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user: req.user,
      req,
    });
    const ids = [...new Set(docs.flatMap((doc) => (typeof doc.handledBy === 'number' ? [doc.handledBy] : [])))];
    const names = await handlers(req, ids);
    const rows: CsvMessage[] = docs.map((doc) => ({
      ...doc,
      handledBy: typeof doc.handledBy === 'number' ? (names.get(doc.handledBy) ?? accountLabel(doc.handledBy)) : '',
    }));
    return new Response(messagesCsv(rows), {
      status: 200,
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${csvFileName(Date.now())}"`,
        'Cache-Control': 'private, no-store',
      },
    });
  },
};
