import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Each database's migrations must end in the schema the config describes: a field, an index or a job's
// task added without its migration works on a fresh SQLite file in a test (Payload pushes the schema) and
// fails on a school's database. Payload's `migrate:create --skip-empty` compares the config with the last
// migration's snapshot and writes nothing when they agree; what it would write is this test's failure.
const ROOT = join(__dirname, '..', '..', '..');
const NAME = 'config_without_migration';

it.each(['sqlite', 'postgres'])(
  'the %s migrations end in the schema the config describes',
  (database) => {
    const folder = join(ROOT, 'cms', 'migrations', database);
    const index = join(folder, 'index.ts');
    const before = new Set(readdirSync(folder));
    const indexBefore = readFileSync(index, 'utf8');
    const dataDir = mkdtempSync(join(tmpdir(), 'migrations-'));
    // No database is asked: the comparison is with the snapshot files. A Postgres URL only picks its adapter.
    const { DATABASE_URL: _unused, ...inherited } = process.env;
    const env: NodeJS.ProcessEnv = {
      ...inherited,
      PAYLOAD_CONFIG_PATH: 'cms/payload.config.ts',
      DATA_DIR: dataDir,
      ...(database === 'postgres'
        ? { DATABASE_URL: 'postgres://nobody:nothing@127.0.0.1:9/none', PAYLOAD_SECRET: 'x'.repeat(64) }
        : {}),
    };
    try {
      execFileSync(process.execPath, ['node_modules/payload/bin.js', 'migrate:create', NAME, '--skip-empty'], {
        cwd: ROOT,
        env,
        encoding: 'utf8',
        timeout: 120_000,
        stdio: 'pipe',
      });
      const written = readdirSync(folder).filter((file) => !before.has(file) && file.endsWith('.ts'));
      const missing = written.map((file) => readFileSync(join(folder, file), 'utf8')).join('\n');
      expect(missing).toBe('');
    } finally {
      for (const file of readdirSync(folder)) if (!before.has(file)) rmSync(join(folder, file));
      writeFileSync(index, indexBefore);
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
  150_000,
);
