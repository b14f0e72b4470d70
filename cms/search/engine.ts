import type { sql as sqliteSql } from '@payloadcms/db-sqlite';
import type { Payload, PayloadRequest } from 'payload';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { SearchQuery } from './query.ts';
import { ftsMatchOf, tsqueryOf, tsvectorOf } from './syntax.ts';

/**
 * The search index, in the site's own database, for both engines behind one set of functions. Its tables
 * are made by the migrations (cms/migrations/{sqlite,postgres}/*_search.ts), named `search_*`, which
 * cms/site-version.ts and cms/database-rows.ts leave out of the content's version and of backups.
 *
 * SQLite: one FTS5 table, `search_fts`, tokenised with `unicode61 remove_diacritics 0 categories 'L* N* Co M*'`
 * (the rule of tokens.ts), ranked by `bm25` with the title weighted over the body.
 * Postgres: `search_entries`, whose `words` tsvector is built here from `searchTokens` with positions and
 * weights (A title, D body), under a GIN index, ranked by `ts_rank`. Its parser would split words its own
 * way (URLs, hyphens, and Devanagari by the server's locale); given the words, both engines match the same.
 * Every value a visitor's query puts in a statement is a bound parameter.
 */

export type SearchKind = 'page' | 'notice' | 'event' | 'document' | 'album';

/** One thing found, in one language: what its result shows, stored so a search reads nothing else. */
export type SearchEntry = {
  /** `{collection}:{id}`: every entry of one document, in each language. */
  key: string;
  locale: Locale;
  kind: SearchKind;
  title: string;
  /** Plain text (NFC), the words searched and the snippet's source. */
  body: string;
  /** The English path; the reader puts it in the page's language. */
  href: string;
  /** 'YYYY-MM-DD' where the thing has a date. */
  date?: string;
  /** The title or body is English on a Hindi entry. */
  english: boolean;
  /** The school whose document it is: a search finds its own school's alone. */
  school: number;
};

export type StoredHit = Omit<SearchEntry, 'locale' | 'school'>;

type Row = Record<string, unknown>;
type Statement = ReturnType<typeof sqliteSql>;
type SearchDb = { kind: 'sqlite' | 'postgres'; sql: typeof sqliteSql; rows: (statement: Statement) => Promise<Row[]> };

type Drizzle = {
  all?: (statement: Statement) => Promise<Row[]>;
  execute?: (statement: Statement) => Promise<{ rows: Row[] }>;
};
type DrizzleAdapter = { name: string; drizzle: Drizzle; sessions?: Record<string, { db: Drizzle } | undefined> };

/**
 * The database as `req` sees it: inside its transaction when it has one (a hook's save), so an entry is
 * written, or removed, together with the content it comes from.
 */
export async function searchDb(payload: Payload, req?: Partial<PayloadRequest>): Promise<SearchDb> {
  const adapter = payload.db as unknown as DrizzleAdapter;
  const id = req?.transactionID === undefined ? undefined : await req.transactionID;
  const drizzle = (id !== undefined && id !== null ? adapter.sessions?.[String(id)]?.db : undefined) ?? adapter.drizzle;
  // Each adapter's drizzle `sql` is loaded when the index is used, not with the collections' configs that
  // import this module: the adapters are ES modules that jest's unit tests of those configs cannot load.
  if (adapter.name === 'postgres') {
    return {
      kind: 'postgres',
      sql: (await import('@payloadcms/db-postgres')).sql,
      rows: async (statement) => (await (drizzle.execute as NonNullable<Drizzle['execute']>)(statement)).rows,
    };
  }
  return {
    kind: 'sqlite',
    sql: (await import('@payloadcms/db-sqlite')).sql,
    rows: (statement) => (drizzle.all as NonNullable<Drizzle['all']>)(statement),
  };
}

/** Every entry of these keys (all languages) gone. */
export async function removeEntries(db: SearchDb, keys: readonly string[]): Promise<void> {
  const { sql } = db;
  for (const key of keys) {
    await db.rows(
      db.kind === 'postgres'
        ? sql`DELETE FROM search_entries WHERE key = ${key}`
        : sql`DELETE FROM search_fts WHERE key = ${key}`,
    );
  }
}

/** Every entry whose key starts `{collection}:` gone: before a collection is indexed whole again. */
export async function removeCollection(db: SearchDb, collection: string): Promise<void> {
  const { sql } = db;
  const pattern = `${collection}:%`;
  await db.rows(
    db.kind === 'postgres'
      ? sql`DELETE FROM search_entries WHERE key LIKE ${pattern}`
      : sql`DELETE FROM search_fts WHERE key LIKE ${pattern}`,
  );
}

/** The entries, in place of whatever their keys held (in every language: a language with no entry now has none). */
export async function writeEntries(
  db: SearchDb,
  keys: readonly string[],
  entries: readonly SearchEntry[],
): Promise<void> {
  await removeEntries(db, keys);
  const { sql } = db;
  for (const entry of entries) {
    const title = entry.title.normalize('NFC');
    const body = entry.body.normalize('NFC');
    const date = entry.date ?? null;
    await db.rows(
      db.kind === 'postgres'
        ? sql`INSERT INTO search_entries (key, locale, kind, title, body, href, date, english, words, school)
              VALUES (${entry.key}, ${entry.locale}, ${entry.kind}, ${title}, ${body}, ${entry.href}, ${date},
                      ${entry.english}, ${tsvectorOf(title, body)}::tsvector, ${entry.school})`
        : sql`INSERT INTO search_fts (key, locale, kind, href, date, english, school, title, body)
              VALUES (${entry.key}, ${entry.locale}, ${entry.kind}, ${entry.href}, ${date},
                      ${entry.english ? 1 : 0}, ${entry.school}, ${title}, ${body})`,
    );
  }
}

// bm25's weights, one per column of search_fts: the unindexed ones count nothing, the title 10 to the body's 1.
const BM25 = '0, 0, 0, 0, 0, 0, 0, 10.0, 1.0';

/** One page of what matches `query` in `locale` in `school`'s documents, best first, and how many match in all. */
export async function querySearch(
  db: SearchDb,
  query: SearchQuery,
  locale: Locale,
  { limit, offset, pages, school }: { limit: number; offset: number; pages?: readonly string[]; school: number },
): Promise<{ total: number; hits: StoredHit[] }> {
  if (query.terms.length === 0) return { total: 0, hits: [] };
  const { sql } = db;
  const mine = sql` AND school = ${school}`;
  // A page of `pages` shows only at an address a visitor can open (a menu entry, a GIGW page): the others wait.
  const reachable =
    pages === undefined
      ? sql``
      : pages.length === 0
        ? sql` AND key NOT LIKE 'pages:%'`
        : sql` AND (key NOT LIKE 'pages:%' OR href IN (${sql.join(
            pages.map((path) => sql`${path}`),
            sql`, `,
          )}))`;
  const rows = await db.rows(
    db.kind === 'postgres'
      ? sql`SELECT key, kind, title, body, href, date, english, count(*) OVER () AS total
            FROM search_entries, CAST(${tsqueryOf(query.terms)} AS tsquery) AS asked
            WHERE locale = ${locale} AND words @@ asked${mine}${reachable}
            ORDER BY ts_rank(words, asked) DESC, key
            LIMIT ${limit} OFFSET ${offset}`
      : // bm25() cannot run beside a window function: the matches are ranked first, then counted and read.
        sql`WITH hits AS MATERIALIZED (
              SELECT rowid AS id, key AS hit_key, bm25(search_fts, ${sql.raw(BM25)}) AS rank
              FROM search_fts
              WHERE search_fts MATCH ${ftsMatchOf(query.terms)} AND locale = ${locale}${mine}${reachable})
            SELECT key, kind, title, body, href, date, english, (SELECT count(*) FROM hits) AS total
            FROM hits JOIN search_fts ON search_fts.rowid = hits.id
            ORDER BY hits.rank, hits.hit_key
            LIMIT ${limit} OFFSET ${offset}`,
  );
  const hits = rows.map((row): StoredHit => ({
    key: String(row.key),
    kind: String(row.kind) as SearchKind,
    title: String(row.title),
    body: String(row.body),
    href: String(row.href),
    ...(typeof row.date === 'string' && row.date !== '' ? { date: row.date } : {}),
    english: row.english === true || Number(row.english) === 1,
  }));
  // Past the last page no row comes back to carry the count: the first page's is asked for.
  if (rows.length === 0 && offset > 0) {
    const first = await querySearch(db, query, locale, { limit: 1, offset: 0, pages, school });
    return { total: first.total, hits: [] };
  }
  return { total: Number(rows[0]?.total ?? 0), hits };
}
