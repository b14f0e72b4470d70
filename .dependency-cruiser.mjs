/**
 * Import rules between the repo's layers, checked by `npm run lint:imports` (scripts/check-imports.ts,
 * which also checks that features/ have no cycle between them as folders).
 *
 * Layers: lib/ (shared code) ← cms/ (Payload's pieces) ← features/<name>/ ← app/, proxy.ts, scripts/.
 * cms/payload.config.ts is the one expected back-edge: it assembles every feature's collections.
 * server/ (the HTTP server around Next) is bundled apart from the app: the app never imports it.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Modules import each other in a loop (static or dynamic import): one side reads the other half-initialised.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'lib-is-shared',
      severity: 'error',
      comment: 'lib/ is shared code under everything else: it may not reach into a feature, Payload or a route.',
      from: { path: '^lib/' },
      to: { path: '^(features|cms|app)/' },
    },
    {
      name: 'features-below-routes',
      severity: 'error',
      comment:
        'A feature is used by routes and scripts, not the other way round; and it reaches Payload through cms/client.ts, never the config that imports every feature.',
      from: { path: '^features/' },
      to: { path: '^(app/|proxy\\.ts$|scripts/|cms/payload\\.config\\.ts$)' },
    },
    {
      name: 'cms-below-routes',
      severity: 'error',
      from: { path: '^cms/' },
      to: { path: '^app/' },
    },
    {
      name: 'server-around-the-app',
      severity: 'error',
      comment:
        'The HTTP server is bundled apart from the app, so the app cannot share its modules: what the two share goes through lib/server-bridge.ts.',
      from: { path: '^(lib|cms|features|app)/|^(proxy|instrumentation|route-guards)\\.ts$' },
      to: { path: '^server/' },
    },
    {
      name: 'tests-are-leaves',
      severity: 'error',
      comment: 'Only tests import test helpers.',
      from: { pathNot: '^__tests__/' },
      to: { path: '^__tests__/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to no file or installed package.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // Type-only imports count too: a layer's types belong to it as much as its code does.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|\\.next|coverage|\\.bench|data|backups|out)/' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
