import { readFileSync } from 'node:fs';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// msw 3 and its helpers ship only ES modules; next/jest ignores node_modules unless its own pattern lets them through.
// The Markdown and front-matter libraries (unified's ecosystem) are ES modules too, dozens of small ones: the
// list is read from their dependency tree, so an upgrade that adds one needs no change here.
const ESM_PACKAGES = ['msw|@mswjs|@msw|rettime|until-async|@open-draft|cookie', ...esmDependencies(['react-markdown', 'remark-gfm', 'vfile-matter'])].join('|');

function esmDependencies(roots) {
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    const manifest = JSON.parse(readFileSync(new URL(`./node_modules/${name}/package.json`, import.meta.url), 'utf8'));
    Object.keys(manifest.dependencies ?? {}).forEach(visit);
  };
  roots.forEach(visit);
  return [...seen].filter((name) => {
    const manifest = JSON.parse(readFileSync(new URL(`./node_modules/${name}/package.json`, import.meta.url), 'utf8'));
    return manifest.type === 'module';
  }).map((name) => name.replace(/[.]/g, '\\.'));
}

// puppeteer-core (the Firefox journeys) and what it loads ship only ES modules too.
const E2E_ESM_PACKAGES = 'puppeteer-core|@puppeteer|chromium-bidi|mitt|yargs|yargs-parser|cliui|string-width|strip-ansi|ansi-regex|wrap-ansi|ansi-styles|emoji-regex|get-east-asian-width|escalade|y18n|modern-tar';

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
      testMatch: ['<rootDir>/__tests__/{lib,components,app}/**/*.test.{ts,tsx}'],
    }),
    await project({
      ...shared,
      displayName: 'integration',
      setupFilesAfterEnv: ['<rootDir>/__tests__/utils/integration-setup.ts'],
      testMatch: ['<rootDir>/__tests__/integration/**/*.test.ts'],
      slowTestThreshold: 30,
    }),
    await project({
      ...shared,
      displayName: 'e2e',
      testEnvironment: 'node',
      setupFilesAfterEnv: ['<rootDir>/__tests__/utils/e2e-setup.ts'],
      testMatch: ['<rootDir>/__tests__/e2e/**/*.test.ts'],
      slowTestThreshold: 60,
    }, `${ESM_PACKAGES}|${E2E_ESM_PACKAGES}`),
  ],
};
