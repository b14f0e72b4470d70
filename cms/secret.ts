import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Settings } from '../lib/settings.ts';

/**
 * The key that signs the admin's sign-ins. PAYLOAD_SECRET when set (required with several replicas);
 * otherwise made once and kept in DATA_DIR, readable by the server's user only, so a restart keeps
 * everyone signed in and nothing secret ships in the repo or the build.
 */
export function payloadSecret(settings: Pick<Settings, 'payloadSecret' | 'dataDir'>): string {
  if (settings.payloadSecret) return settings.payloadSecret;
  const file = join(settings.dataDir, '.payload-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(settings.dataDir, { recursive: true });
    const secret = randomBytes(32).toString('hex');
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      // Another process made it first.
      return readFileSync(file, 'utf8').trim();
    }
  }
}
