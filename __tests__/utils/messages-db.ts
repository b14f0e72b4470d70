import { join } from 'node:path';
import { createClient, type Client } from '@libsql/client';

/**
 * The running site's database, to put parents' messages in as a form would have stored them (the API
 * takes none), with the privacy notice they agreed to as id 1.
 */
export async function messagesDb(dataDir: string): Promise<Client> {
  const db = createClient({ url: `file:${join(dataDir, 'school.db')}` });
  await db.execute('PRAGMA busy_timeout = 5000');
  await db.execute(
    "INSERT INTO privacy_notices (id, version, form, text, school_id) VALUES (1, '0123456789abcdef', 'enquiry', 'The notice', (SELECT id FROM schools ORDER BY id LIMIT 1))",
  );
  return db;
}

/** A new enquiry from `name`, sent now; returns its id. */
export async function insertEnquiry(db: Client, reference: string, name: string): Promise<number> {
  const now = new Date().toISOString();
  const result = await db.execute({
    // Of the first school (the starter import's), as the site's own form there would store it.
    sql: `INSERT INTO messages (reference, form, status, name, message, consent_notice_id, consent_at, created_at, updated_at, school_id)
          VALUES (?, 'enquiry', 'new', ?, 'A message', 1, ?, ?, ?, (SELECT id FROM schools ORDER BY id LIMIT 1))`,
    args: [reference, name, now, now, now],
  });
  return Number(result.lastInsertRowid);
}
