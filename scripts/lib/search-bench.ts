/**
 * The benchmark's measure of `/search?q=` (issue 37): searches one after another, as parents' arrive one
 * at a time on a quiet site, each the page as a visitor gets it (rendered: the server runs without a page
 * cache), and the size on disk of the search index in SQLite.
 */
import { createClient } from '@libsql/client';
import { SEARCHES } from '../../bench/search-words.ts';

// Each search this many times, in turn, after one unmeasured round: 4 × 50 = 200 requests a scale.
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 50);

type Timing = { medianMs: number; p99Ms: number; requests: number };
export type SearchMeasure = Timing & {
  /** Each search's own timing and how many results its first page listed (`#search-results > li`). */
  searches: Record<string, Timing & { path: string; firstPageResults: number }>;
};

const round1 = (ms: number) => Math.round(ms * 10) / 10;
function timing(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
  return { medianMs: round1(at(0.5)), p99Ms: round1(at(0.99)), requests: sorted.length };
}

/** The results the page lists, by the markup every search helper's tests rely on (`<ol id="search-results">`). */
function firstPageResults(html: string): number {
  const list = /<ol[^>]*\bid="search-results"[^>]*>([\s\S]*?)<\/ol>/.exec(html)?.[1];
  return list === undefined ? 0 : (list.match(/<li[\s>]/g) ?? []).length;
}

async function timedGet(url: string): Promise<{ ms: number; status: number; html: string }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  const html = await response.text();
  return { ms: performance.now() - started, status: response.status, html };
}

/**
 * The searches of bench/search-words.ts against `base`, one request at a time. Throws, saying which,
 * when a search does not answer 200: the bench then reports search as not measured rather than stopping.
 */
export async function measureSearches(base: string): Promise<SearchMeasure> {
  const results = new Map<string, number>();
  for (const { name, path } of SEARCHES) {
    const { status, html } = await timedGet(`${base}${path}`);
    if (status !== 200) throw new Error(`${path} answered ${status}`);
    results.set(name, firstPageResults(html));
  }
  const samples = new Map<string, number[]>(SEARCHES.map(({ name }) => [name, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const { name, path } of SEARCHES) {
      const { ms, status } = await timedGet(`${base}${path}`);
      if (status !== 200) throw new Error(`${path} answered ${status} in round ${round + 1}`);
      samples.get(name)!.push(ms);
    }
  }
  return {
    ...timing([...samples.values()].flat()),
    searches: Object.fromEntries(
      SEARCHES.map(({ name, path }) => [
        name,
        { path, ...timing(samples.get(name)!), firstPageResults: results.get(name)! },
      ]),
    ),
  };
}

export type IndexSize = { kB: number; databaseKB: number; tables: Record<string, number> };

/**
 * The search index's bytes in the SQLite database at `file`, from its pages (`dbstat`): every FTS5 table
 * with its shadow tables (`_data`, `_idx`, `_content`, `_docsize`, `_config`), any table whose name starts
 * with `search`, and their indexes. Undefined when the database has no such table.
 */
export async function searchIndexSize(file: string): Promise<IndexSize | undefined> {
  const client = createClient({ url: `file:${file}` });
  try {
    const schema = (
      await client.execute("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'")
    ).rows.map((row) => ({
      type: row.type as string,
      name: row.name as string,
      table: row.tbl_name as string,
      sql: (row.sql as string | null) ?? '',
    }));
    const fts = schema
      .filter((row) => row.type === 'table' && /^CREATE VIRTUAL TABLE[\s\S]*\bUSING\s+fts5\b/i.test(row.sql))
      .map((row) => row.name);
    const shadow = (name: string) => fts.some((table) => name === table || name.startsWith(`${table}_`));
    const tables = new Set(
      schema.filter((row) => shadow(row.name) || /^search/i.test(row.name)).map((row) => row.name),
    );
    for (const row of schema) if (row.type === 'index' && tables.has(row.table)) tables.add(row.name);
    if (tables.size === 0) return undefined;
    const { rows: pages } = await client.execute('SELECT name, SUM(pgsize) AS bytes FROM dbstat GROUP BY name');
    const bytes = Object.fromEntries(pages.map((row) => [row.name as string, Number(row.bytes)]));
    const kB = (value: number) => Math.round(value / 100) / 10;
    const sizes = Object.fromEntries([...tables].sort().map((name) => [name, kB(bytes[name] ?? 0)]));
    return {
      kB: kB([...tables].reduce((sum, name) => sum + (bytes[name] ?? 0), 0)),
      databaseKB: kB(Object.values(bytes).reduce((sum, value) => sum + value, 0)),
      tables: sizes,
    };
  } finally {
    client.close();
  }
}
