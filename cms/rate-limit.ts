import cluster from 'node:cluster';
import ipaddr from 'ipaddr.js';
import type { Payload } from 'payload';
import {
  RateLimiterCluster,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { log } from '../lib/log.ts';
import { requestSchool } from '../lib/server-bridge.ts';
import { getSettings } from '../lib/settings.ts';

/**
 * The site's rate limits (TC lookups, sign-in), counted first and refunded later: a request takes its
 * point before it does the work, so however many arrive at once, at most `points` get through; one that
 * turns out not to count (a match, a correct password) gives its point back. With Postgres every replica
 * shares the count, in a schema of its own (`site_rate_limits`) outside the CMS's tables, backups and
 * migrations; with SQLite (one server) it is in this process's memory, or with SERVER_PROCESSES > 1 in the
 * primary's (server/cluster.ts), which every worker asks: a count in each worker would multiply the limit.
 */
export type Limit = {
  /** The key prefix, and with Postgres the table (`site_rate_limits.{table}`). */
  table: string;
  points: number;
  seconds: number;
  /**
   * False for what belongs to the deployment, not to one school: accounts (one sign-in for every school's
   * admin) and the daily clean-up. Otherwise each school counts apart.
   */
  perSchool?: false;
};

export type Taken = { ok: true; refund: () => Promise<void> } | { ok: false; retryAfter: number };

const SCHEMA = 'site_rate_limits';

type Pool = { query: (text: string) => Promise<unknown> };

// On globalThis: the proxy and the API routes are bundled apart but share the process, and one limit's
// count must be one count.
const LIMITERS = Symbol.for('school-site.rate-limiters');
const limiters = ((globalThis as { [LIMITERS]?: Map<string, Promise<RateLimiterAbstract>> })[LIMITERS] ??= new Map<
  string,
  Promise<RateLimiterAbstract>
>());

// The primary answers over IPC in well under a millisecond; past this a request fails as a broken store does.
const CLUSTER_TIMEOUT_MS = 3000;

const memoryOptions = (limit: Limit) => ({ points: limit.points, duration: limit.seconds, keyPrefix: limit.table });

async function makeLimiter(limit: Limit, payload: Payload): Promise<RateLimiterAbstract> {
  if (!getSettings().databaseUrl)
    return cluster.isWorker
      ? new RateLimiterCluster({ ...memoryOptions(limit), timeoutMs: CLUSTER_TIMEOUT_MS })
      : new RateLimiterMemory(memoryOptions(limit));
  const pool = (payload.db as unknown as { pool?: Pool }).pool;
  if (!pool) throw new Error('the Postgres adapter has no pool');
  await pool.query(`CREATE SCHEMA IF NOT EXISTS ${SCHEMA}`);
  return await new Promise<RateLimiterAbstract>((resolve, reject) => {
    const store: RateLimiterAbstract = new RateLimiterPostgres(
      {
        ...memoryOptions(limit),
        storeClient: pool,
        storeType: 'pool',
        schemaName: SCHEMA,
        tableName: limit.table,
        // While the database does not answer, each process counts alone rather than letting every request through.
        insuranceLimiter: new RateLimiterMemory(memoryOptions(limit)),
      },
      // eslint-disable-next-line @typescript-eslint/no-base-to-string -- the store's callback may pass anything
      (error?: unknown) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(store)),
    );
  });
}

// The caller's Payload gives the shared database: this module never loads Payload's config itself.
function limiterFor(limit: Limit, payload: Payload): Promise<RateLimiterAbstract> {
  let limiter = limiters.get(limit.table);
  if (!limiter) {
    limiter = makeLimiter(limit, payload).catch((error: unknown) => {
      limiters.delete(limit.table);
      log.error(
        `Rate limit ${limit.table}: the shared count could not be set up, counting in memory: ${(error as Error).message}`,
      );
      return new RateLimiterMemory(memoryOptions(limit));
    });
    limiters.set(limit.table, limiter);
  }
  return limiter;
}

const secondsUntil = (state: RateLimiterRes) => Math.max(1, Math.ceil(state.msBeforeNext / 1000));

// The proxy and the routes each bundle their own rate-limiter-flexible but share one limiter (above): a
// refusal from a limiter the other bundle made is not an instance of this bundle's RateLimiterRes.
const isRefusal = (error: unknown): error is RateLimiterRes =>
  error instanceof RateLimiterRes ||
  (typeof error === 'object' &&
    error !== null &&
    !(error instanceof Error) &&
    typeof (error as { msBeforeNext?: unknown }).msBeforeNext === 'number');

/**
 * Takes one of `key`'s points under `limit`: refused, with the seconds to wait, once they are all taken.
 * Counted for the request's school: a visitor of one school's site takes nothing of another's.
 */
export async function take(payload: Payload, limit: Limit, given: string): Promise<Taken> {
  const limiter = await limiterFor(limit, payload);
  const key = limit.perSchool === false ? given : `${requestSchool()?.id ?? ''} ${given}`;
  try {
    await limiter.consume(key);
  } catch (error) {
    if (isRefusal(error)) return { ok: false, retryAfter: secondsUntil(error) };
    throw error;
  }
  return { ok: true, refund: async () => void (await limiter.reward(key)) };
}

/**
 * What a limit per visitor counts by: an IPv4 address, or an IPv6 address's /64, the block one household
 * or phone is given, so rotating through it is still one visitor. Anything unparseable counts as itself.
 */
export function visitorKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(':')}::/64`;
}
