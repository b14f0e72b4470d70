/**
 * docs/architecture.md is the map of the code: each claim it makes that the tree can answer is checked here,
 * so the map cannot drift from the code unnoticed (the import rules it states are checked by
 * `npm run lint:imports`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const map = read('docs/architecture.md');

const FEATURES = readdirSync(join(ROOT, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const featureFiles = (feature: string) => readdirSync(join(ROOT, 'features', feature));

/** The code-quoted names in a piece of the map (`features/menu/guard.ts`, `notices`). */
const quoted = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);

// Whole paths from the repo's root: a top folder, then more; or one of the root's own files.
const REPO_PATH =
  /^(?:(?:app|features|lib|cms|server|scripts|bench|content|docs|deploy|__tests__)\/[\w.()~\-/[\]]+|(?:proxy|route-guards|instrumentation)\.ts)$/;

describe('docs/architecture.md', () => {
  it('names only files and folders that exist', () => {
    const named = quoted(map)
      .map((text) => text.replace(/[/]$/, ''))
      .filter((text) => !/[<*{…\s]/.test(text))
      .flatMap((text) => {
        if (REPO_PATH.test(text)) return [text];
        // A feature's file named from its folder (`notices/guard.ts`).
        const feature = /^([a-z-]+)\/[\w./-]+\.tsx?$/.exec(text)?.[1];
        return feature && FEATURES.includes(feature) ? [`features/${text}`] : [];
      });
    expect(named.length).toBeGreaterThan(40);
    expect(named.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });

  it('lists each feature folder', () => {
    const listed = map.split('\n').find((line) => line.startsWith('The features are '))!;
    const names = new Set(quoted(listed));
    expect(FEATURES.filter((feature) => !names.has(feature))).toEqual([]);
  });

  // The table of a feature's files: for each role, which features have it ("all but …" or a list).
  const ROLE_FILES: Record<string, (file: string) => boolean> = {
    'collection or global': (file) => /^(?:collection|[a-z-]+-collection|global|[a-z-]+-global)\.ts$/.test(file),
    '`rules.ts`': (file) => file === 'rules.ts',
    '`server.ts`': (file) => file === 'server.ts',
    '`reads.ts`': (file) => file === 'reads.ts',
    '`from-cms.ts`': (file) => file === 'from-cms.ts',
    '`guard.ts`': (file) => file === 'guard.ts',
    '`starter.ts`': (file) => file === 'starter.ts',
  };

  it.each(Object.keys(ROLE_FILES))('says which features have the role %s', (role) => {
    const row = map.split('\n').find((line) => line.startsWith(`| ${role} `));
    expect(row).toBeDefined();
    const cell = row!.split('|')[2]!.trim();
    const named = quoted(cell);
    const claimed = cell.startsWith('all but') ? FEATURES.filter((feature) => !named.includes(feature)) : named;
    const actual = FEATURES.filter((feature) => featureFiles(feature).some(ROLE_FILES[role]!));
    expect(claimed.sort()).toEqual(actual);
  });

  it('names every module that keeps per-process state on globalThis, and only those', () => {
    const line = map.split('\n').find((text) => text.startsWith('- **Process state:**'))!;
    const claimed = quoted(line).filter((path) => /\.ts$/.test(path) && /^(?:lib|cms|features)\//.test(path));
    const actual = ['lib', 'cms', 'features', 'app']
      .flatMap((folder) => sourceFiles(folder))
      .filter((path) => /Symbol\.for\('school-site\./.test(read(path)) && /globalThis/.test(read(path)))
      .sort();
    expect(claimed.sort()).toEqual(actual);
  });

  it('names the private headers as the code spells them', () => {
    const headers = [
      ['lib/i18n/locales.ts', 'x-site-locale'],
      ['lib/i18n/page-address.ts', 'x-site-page'],
      ['lib/forms/form-stamp.ts', 'x-form-stamp'],
      ['proxy.ts', 'x-internal-rewrite'],
      ['features/alert/window.ts', 'x-upcoming-alert'],
    ];
    for (const [file, header] of headers) {
      expect(map).toContain(`\`${header}\``);
      expect(read(file!)).toContain(`'${header}'`);
    }
    // The server sets none: what it knows of a request travels in the request context.
    for (const file of sourceFiles('server').concat(sourceFiles('lib')))
      expect(read(file)).not.toMatch(/request\.headers\[[^\]]+\] =/);
    // The one response header the server reads of the app's.
    expect(read('server/page-cache/page-entry.ts')).toContain('headers[FORM_STAMP_HEADER]');
  });

  it('says the server entry parses the settings before Next loads', () => {
    const main = read('server/main.ts');
    expect(main.indexOf('readSettingsOrExit()')).toBeGreaterThan(-1);
    expect(main.indexOf('= readSettingsOrExit()')).toBeLessThan(main.indexOf("await import('next')"));
    expect(read('instrumentation.ts')).not.toMatch(/the one parse/i);
  });

  it('shows the menu loaded by its route guard, as route-guards.ts lists it', () => {
    expect(read('route-guards.ts')).toMatch(/ROUTE_GUARDS[^=]*= \[[^\]]*menuGuard/);
    expect(read('features/menu/guard.ts')).toMatch(/load/i);
    expect(map).toMatch(/guards -- "the menu's guard loads the menu/);
  });
});

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path))
    .map((path) => join(folder, path));
}
