/**
 * The import rules of docs/architecture.md#repository-layout, checked by `npm run lint` (dependency-cruiser
 * resolves every import, the web's `@/` alias included, and fails on a rule broken).
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'feature-imports-another-feature',
      comment: 'A web feature never imports another: the app composes them (or the code belongs in shared/).',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'feature-imports-app',
      comment: 'Imports point down: app/ → features/ → shared/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'shared-imports-feature-or-app',
      comment: 'shared/ serves every feature and knows none of them, nor the app.',
      severity: 'error',
      from: { path: '^apps/web/src/shared/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-imports-server',
      comment: 'The web app talks to the server over HTTP only; what both need lives in packages/contract.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'contract-imports-an-app',
      comment: 'The contract is what both apps share: it depends on neither.',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^apps/' },
    },
    {
      name: 'server-lib-imports-modules',
      comment: "lib/ holds the server's tools; the modules use them, not the other way round.",
      severity: 'error',
      from: { path: '^apps/server/src/lib/' },
      to: { path: '^apps/server/src/(modules|plugins|live)/' },
    },
    {
      name: 'plugin-imports-module-internals',
      comment:
        "A server plugin uses a module through its service (or its plugin), never the module's other files.",
      severity: 'error',
      from: { path: '^apps/server/src/plugins/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: '^apps/server/src/modules/[^/]+/(service|plugin)\\.ts$',
      },
    },
  ],
  options: {
    includeOnly: '^(apps/(web|server)/src|packages/contract/src)/',
    // Absolute: TypeScript resolves the file's `extends` from the name it is given.
    tsConfig: { fileName: require('node:path').join(__dirname, 'apps/web/tsconfig.json') },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
