import type { Endpoint, PayloadRequest, Sort, Where } from 'payload';
import { mergeListSearchAndWhere } from 'payload/shared';
import { csvFileName, messagesCsv, type CsvMessage } from './csv.ts';

export const EXPORT_PATH = '/export.csv';

type Account = { id: number; email?: string | null; name?: string | null };

// A query Payload's own parser (qs-esm) read: checked field by field when Payload builds the query.
const isWhere = (value: unknown): value is Where =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The list's sort as the admin's list puts it in its address (`-createdAt`, or several), newest first unless asked. */
function sortOf(value: unknown): Sort {
  if (typeof value === 'string' && value) return value;
  if (Array.isArray(value) && value.every((each) => typeof each === 'string') && value.length) return value;
  return '-createdAt';
}

/** Who handled each message, as the office knows them: the account's name, else its e-mail address. */
async function handlers(req: PayloadRequest, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  // Another account is not readable by an editor (features/accounts); its name or address is what the
  // list shows the office anyway, so only those two are read, on the server's own authority.
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { id: { in: ids } },
    select: { name: true, email: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  });
  return new Map((docs as Account[]).map((account) => [account.id, account.name || account.email || '']));
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
    const { docs } = await req.payload.find({
      collection: 'messages',
      where,
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
      handledBy: typeof doc.handledBy === 'number' ? (names.get(doc.handledBy) ?? String(doc.handledBy)) : '',
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
