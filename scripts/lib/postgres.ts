import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './free-port.ts';
import { postgresBinDir } from './system-deps.ts';

/** A private Postgres cluster on loopback; `database()` makes an empty database and gives its address. */
export type Postgres = {
  port: number;
  database: (name: string) => Promise<string>;
  logs: () => string;
  stop: () => Promise<void>;
};

// initdb and postgres refuse to run as root: as root the cluster belongs to Debian's `postgres` account.
function asClusterOwner(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

function owned(dir: string): string {
  if (process.getuid?.() === 0) {
    const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dir, Number(id.stdout.trim()), Number(gid.stdout.trim()));
  }
  return dir;
}

/**
 * Debian's Postgres with its own data folder in a temp folder, listening on 127.0.0.1 only (no socket
 * file anywhere shared), trusting local connections. `track` is told of its process as it starts (the
 * tests' global teardown, the bench's emergency stop).
 */
export async function startPostgres(track: (child: ChildProcess) => void = () => {}): Promise<Postgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('Postgres not found in /usr/lib/postgresql/*/bin (apt-get install postgresql)');
  const dir = owned(mkdtempSync(join(tmpdir(), 'school-postgres-')));
  const data = join(dir, 'data');
  const [initCommand, initArgs] = asClusterOwner(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  const init = spawnSync(initCommand, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stdout}${init.stderr}`);
  const port = await freePort();
  const [command, args] = asClusterOwner(join(bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-h',
    '127.0.0.1',
    '-k',
    dir,
    '-c',
    'fsync=off',
    '-c',
    'max_connections=200',
  ]);
  let output = '';
  const child = spawn(command, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  track(child);
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGINT: Postgres's fast shutdown (connections closed, no wait for clients to leave).
      process.kill(-(child.pid ?? 0), 'SIGINT');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const admin = (db = 'postgres') => new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: db });
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`postgres exited with ${child.exitCode}:\n${output}`);
    }
    const client = admin();
    try {
      await client.connect();
      await client.end();
      break;
    } catch {
      await client.end().catch(() => {});
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`postgres did not answer within 20 s:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const database = async (name: string) => {
    const client = admin();
    await client.connect();
    try {
      await client.query(`CREATE DATABASE "${name}"`);
    } finally {
      await client.end();
    }
    return `postgres://postgres@127.0.0.1:${port}/${name}`;
  };
  return { port, database, logs: () => output, stop };
}
