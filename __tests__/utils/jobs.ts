import type { Client } from '@libsql/client';

/**
 * A job the server queued in its SQLite database, made due now as its time coming would make it, and waited
 * for to its end: its row completed, or gone (Payload deletes a finished job unless told to keep it).
 */
export async function runQueuedJob(db: Client, id: number | string, timeoutMs = 90_000): Promise<void> {
  await db.execute({
    sql: 'UPDATE payload_jobs SET wait_until = ? WHERE id = ?',
    args: [new Date(Date.now() - 1000).toISOString(), id],
  });
  for (const deadline = Date.now() + timeoutMs; ;) {
    const row = (await db.execute({ sql: 'SELECT completed_at FROM payload_jobs WHERE id = ?', args: [id] })).rows[0];
    if (row === undefined || row.completed_at !== null) return;
    if (Date.now() > deadline) throw new Error(`the queued job ${String(id)} did not end within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
