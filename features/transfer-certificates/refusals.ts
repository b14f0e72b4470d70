import { getCms } from '../../cms/client';
import { log } from '../../lib/log';
import { requestSchool } from '../../lib/server-bridge';

const LOOKUPS = 'transfer-certificate-lookups';
const HOUR_MS = 60 * 60_000;

// Refusals counted but not yet written, by `address hour`, and the keys with a write under way: each
// address-hour has at most one write at a time, which carries every refusal that came in meanwhile.
const unwritten = new Map<string, number>();
const writing = new Set<string>();

/**
 * Counts one lookup refused by the rate limit: one row per address and hour in *TC lookups*, its count
 * raised in the database (`count = count + n`), so a flood of refusals neither adds a row each nor queues
 * a write each behind SQLite's single writer. Not awaited: a refusal answers at once.
 */
export function countRefusal(address: string, at: Date): void {
  const hour = new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS).toISOString();
  // Each school counts its own: the row is the school's (cms/schools.ts), and so is its key.
  const key = `${requestSchool()?.id ?? ''} ${address} ${hour}`;
  unwritten.set(key, (unwritten.get(key) ?? 0) + 1);
  if (!writing.has(key)) void writeRefusals(key, address, hour);
}

async function writeRefusals(key: string, address: string, hour: string): Promise<void> {
  writing.add(key);
  try {
    for (let count = unwritten.get(key) ?? 0; count > 0; count = unwritten.get(key) ?? 0) {
      unwritten.delete(key);
      await addToHour(key, address, hour, count).catch((error: unknown) =>
        log.warn(`TC lookup: ${count} refusals could not be recorded in the CMS: ${(error as Error).message}`),
      );
    }
  } finally {
    writing.delete(key);
  }
}

async function addToHour(key: string, address: string, hour: string, count: number): Promise<void> {
  const cms = await getCms();
  const raise = () =>
    cms.db.updateOne({
      collection: LOOKUPS,
      where: { addressHour: { equals: key } },
      data: { count: { $inc: count } },
      options: { atomic: true },
    });
  if (await raise()) return;
  try {
    await cms.create({
      collection: LOOKUPS,
      data: { at: hour, address, outcome: 'rate-limited', count, addressHour: key },
      overrideAccess: true,
    });
  } catch (error) {
    // Another replica made the hour's row first (its key is unique): add to it.
    if (!(await raise())) throw error;
  }
}
