// The house's import rules (ARCHITECTURE section 2), checked by `npm test` (tools/test.mjs, step "boundaries").
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'features-stay-apart',
      comment: 'A web feature never imports another feature: compose them in apps/web/src/app/routes.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-code-below-features',
      comment: 'lib and components sit below features: they never import a feature or a route.',
      severity: 'error',
      // Their tests may compose them with what sits above (a header test with the sign-out call).
      from: { path: '^apps/web/src/(lib|components)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'catalogue-reads-apps',
      comment:
        'The catalogue reads the apps module (tables, cards, change events); no other module imports the catalogue, ' +
        'so writers announce changes through modules/apps/catalogue-events.ts and there is no cycle.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/', pathNot: '^apps/server/src/modules/catalogue/' },
      to: { path: '^apps/server/src/modules/catalogue/' },
    },
    {
      name: 'apps-apart',
      comment: 'The web and the server never import each other; both import packages/contracts.',
      severity: 'error',
      from: { path: '^apps/(web|server)/' },
      to: { path: '^apps/(web|server)/', pathNot: '^apps/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    // The web's tsconfig holds the `@/` alias for apps/web/src (vite.config.ts has the same).
    tsConfig: { fileName: `${__dirname}/apps/web/tsconfig.json` },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
