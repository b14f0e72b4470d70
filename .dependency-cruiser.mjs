/**
 * Import rules between the repo's layers, checked by `npm run lint:imports` (scripts/check-imports.ts,
 * which also checks that features/ have no cycle between them as folders).
 *
 * Layers: lib/ (shared code) ← cms/ (Payload's pieces) ← features/<name>/ ← app/, proxy.ts, scripts/.
 * cms/ imports a feature in two places only, each taking one kind of file: cms/payload.config.ts assembles
 * what the features give Payload (collections, globals, the rich-text block, jobs), cms/starter-content.ts
 * runs their starter imports. Paths through cms/ count in the features' cycle check (check-imports.ts).
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
      name: 'cms-knows-no-feature',
      severity: 'error',
      comment:
        'cms/ is Payload’s shared pieces: a feature registers what cms/ needs in its own collection or global config (e.g. `custom.fileUse`), so only the two assembly points import features.',
      from: { path: '^cms/', pathNot: '^cms/(payload\\.config|starter-content)\\.ts$' },
      to: { path: '^features/' },
    },
    {
      name: 'payload-config-takes-what-features-give-payload',
      severity: 'error',
      comment:
        'The config takes from a feature only its collections and globals (collection.ts, *-collection.ts, global.ts, *-global.ts), the rich-text block it offers (*-block-config.ts) and its jobs (mail.ts, *-mail.ts, *-push.ts, retention.ts).',
      from: { path: '^cms/payload\\.config\\.ts$' },
      to: {
        path: '^features/',
        pathNot: [
          '^features/[^/]+/(collection|[a-z-]+-collection|global|[a-z-]+-global)\\.ts$',
          '^features/[^/]+/[a-z-]+-block-config\\.ts$',
          '^features/[^/]+/(mail|[a-z-]+-mail|[a-z-]+-push|retention)\\.ts$',
        ],
      },
    },
    {
      name: 'starter-content-takes-starter-imports',
      severity: 'error',
      comment:
        'The starter import takes from a feature only its part of it (starter.ts, and starter-file.ts, the parser of its file).',
      from: { path: '^cms/starter-content\\.ts$' },
      to: { path: '^features/', pathNot: '^features/[^/]+/starter(-file)?\\.ts$' },
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
      name: 'server-imports-lib-only',
      severity: 'error',
      comment:
        'The HTTP server shares code with the app through lib/ only (bundled into both), and the form stamp’s key; what else it needs of the app it asks lib/server-bridge.ts for, which the app fills as it starts.',
      from: { path: '^server/' },
      to: {
        path: '^(app|features|cms|scripts|bench)/|^(proxy|instrumentation|route-guards)\\.ts$',
        pathNot: '^cms/form-stamp-key\\.ts$',
      },
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
