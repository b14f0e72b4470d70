import { startPostgres as start, type Postgres } from '../../scripts/lib/postgres';
import { track } from './children';

export type { Postgres };

/** Debian's Postgres on loopback (scripts/lib/postgres.ts), recorded like every child, so the global teardown stops it if a test file does not. */
export const startPostgres = (): Promise<Postgres> => start((child) => void track(child));
