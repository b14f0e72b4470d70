import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import nextJest from 'next/jest.js';

const ROOT = dirname(fileURLToPath(import.meta.url));
const createJestConfig = nextJest({ dir: './' });

// msw 3 and its helpers ship only ES modules; next/jest ignores node_modules unless its own pattern lets them through.
// The front-matter libraries (unified's ecosystem) are ES modules too, dozens of small ones: the list is read from
// their dependency tree, so an upgrade that adds one needs no change here. Payload's rich-text renderer (the
// Lexical-to-JSX converters) and the one module it loads that way are named.
const ESM_PACKAGES = [
  'msw|@mswjs|@msw|rettime|until-async|@open-draft|cookie',
  ...esmDependencies(['vfile-matter']),
  // next-intl and use-intl (the site's words: lib/i18n) ship only ES modules, as do some of their dependencies.
  ...esmDependencies(['next-intl']),
  '@payloadcms/richtext-lexical|uuid',
  // Payload's query-string parser, with which links into the admin's filtered lists are written.
  'qs-esm',
  // next-intl's client half (the site's words in components rendered by the tests) and what it loads.
  'next-intl',
  ...esmDependencies(['use-intl']),
  // The HTML tokenizer the page cache reads a kept page's scripts with (server/page-cache/script-hashes.ts).
  ...esmDependencies(['htmlparser2']),
].join('|');

function esmDependencies(roots) {
  const esm = new Set();
  const seen = new Set();
  const visit = (name, from) => {
    const dir = packageDir(name, from);
    if (seen.has(dir)) return;
    seen.add(dir);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    if (manifest.type === 'module') esm.add(name.replace(/[.]/g, '\\.'));
    for (const dependency of Object.keys(manifest.dependencies ?? {})) visit(dependency, dir);
  };
  for (const root of roots) visit(root, ROOT);
  return [...esm];
}

// Where Node would find `name` from `from`: a package's own node_modules first (a second version), then up.
function packageDir(name, from) {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === dirname(dir)) throw new Error(`jest.config.mjs: ${name} is not installed`);
  }
}

// puppeteer-core (the Firefox journeys) and what it loads ship only ES modules too.
const E2E_ESM_PACKAGES =
  'puppeteer-core|@puppeteer|chromium-bidi|mitt|yargs|yargs-parser|cliui|string-width|strip-ansi|ansi-regex|wrap-ansi|ansi-styles|emoji-regex|get-east-asian-width|escalade|y18n|modern-tar';

async function project(config, esmPackages = ESM_PACKAGES) {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = resolved.transformIgnorePatterns.map((pattern) =>
    pattern.startsWith('/node_modules/(?!.pnpm)(?!(') ? pattern.replace('(?!(', `(?!(${esmPackages}|`) : pattern,
  );
  return resolved;
}

const shared = {
  testEnvironment: 'jest-fixed-jsdom',
  clearMocks: true,
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '^server-only$': '<rootDir>/__tests__/utils/empty-module.ts' },
};

export default {
  // One owner for every process the suite starts, even when a set-up fails half-way.
  globalSetup: '<rootDir>/__tests__/utils/global-setup.mjs',
  globalTeardown: '<rootDir>/__tests__/utils/global-teardown.mjs',
  projects: [
    await project({
      ...shared,
      displayName: 'unit',
      setupFilesAfterEnv: ['<rootDir>/__tests__/utils/setup.ts'],
      moduleNameMapper: {
        ...shared.moduleNameMapper,
        '^next/link$': '<rootDir>/__tests__/utils/next-link.tsx',
      },
      testMatch: ['<rootDir>/__tests__/{features,lib,cms,server,scripts,docs}/**/*.test.{ts,tsx}'],
    }),
    await project({
      ...shared,
      displayName: 'integration',
      setupFilesAfterEnv: ['<rootDir>/__tests__/utils/integration-setup.ts'],
      testMatch: ['<rootDir>/__tests__/integration/**/*.test.ts'],
      slowTestThreshold: 30,
    }),
    await project(
      {
        ...shared,
        displayName: 'e2e',
        testEnvironment: 'node',
        setupFilesAfterEnv: ['<rootDir>/__tests__/utils/e2e-setup.ts'],
        testMatch: ['<rootDir>/__tests__/e2e/**/*.test.ts'],
        slowTestThreshold: 60,
      },
      `${ESM_PACKAGES}|${E2E_ESM_PACKAGES}`,
    ),
  ],
};
