import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { log } from '../log';
import { getCms } from '../school-content/payload';
import { getSettings } from '../settings';

/**
 * Failed TC lookups per address: 10 in 15 minutes, then 429 until the window ends. With Postgres the
 * count is in the database, so every replica sees it (a table of its own schema, `site_rate_limits`, outside
 * the CMS's tables, backups and migrations); with SQLite (one server) it is in this process's memory.
 */
export const FAILURES_ALLOWED = 10;
export const WINDOW_SECONDS = 15 * 60;

const OPTIONS = { points: FAILURES_ALLOWED, duration: WINDOW_SECONDS, keyPrefix: 'tc-lookup' };
const SCHEMA = 'site_rate_limits';

type Pool = { query: (text: string) => Promise<unknown> };

let limiter: Promise<RateLimiterAbstract> | undefined;

async function makeLimiter(): Promise<RateLimiterAbstract> {
  if (!getSettings().databaseUrl) return new RateLimiterMemory(OPTIONS);
  const pool = ((await getCms()).db as unknown as { pool?: Pool }).pool;
  if (!pool) throw new Error('the Postgres adapter has no pool');
  await pool.query(`CREATE SCHEMA IF NOT EXISTS ${SCHEMA}`);
  return await new Promise<RateLimiterAbstract>((resolve, reject) => {
    const store: RateLimiterAbstract = new RateLimiterPostgres(
      // While the database does not answer, each process counts alone rather than letting every lookup through.
      { ...OPTIONS, storeClient: pool, storeType: 'pool', schemaName: SCHEMA, tableName: 'tc_lookup_failures', insuranceLimiter: new RateLimiterMemory(OPTIONS) },
      (error?: unknown) => (error ? reject(error) : resolve(store)),
    );
  });
}

function failureLimiter(): Promise<RateLimiterAbstract> {
  limiter ??= makeLimiter().catch((error: unknown) => {
    limiter = undefined;
    log.error(`TC lookups: the shared rate limit could not be set up, counting in memory: ${(error as Error).message}`);
    return new RateLimiterMemory(OPTIONS);
  });
  return limiter;
}

/** Seconds until `address` may look up again, or 0 when it may now. */
export async function secondsBlocked(address: string): Promise<number> {
  const state = await (await failureLimiter()).get(address);
  return state && state.consumedPoints >= FAILURES_ALLOWED ? Math.max(1, Math.ceil(state.msBeforeNext / 1000)) : 0;
}

export async function countFailure(address: string): Promise<void> {
  try {
    await (await failureLimiter()).consume(address);
  } catch (error) {
    // Over the limit: the next lookup is refused by secondsBlocked.
    if (!(error instanceof RateLimiterRes)) throw error;
  }
}
