/** The boundaries of docs (architecture.md), checked in CI by `npm run lint:deps`. */
module.exports = {
  forbidden: [
    {
      name: 'domain-imports-only-domain',
      comment:
        "Domain code imports nothing outside its own domain folder, the shared kernel domain and other contexts' published language (domain/published/): no framework, no ORM.",
      severity: 'error',
      from: { path: '^src/contexts/([^/]+)/domain/' },
      to: {
        pathNot: ['^src/contexts/$1/domain/', '^src/shared/domain/', '^src/contexts/[^/]+/domain/published/'],
      },
    },
    {
      name: 'screening-never-imports-filings',
      comment:
        'Filings (every way statements come in: SEC EDGAR, the statements CSV, the demo generator) writes to the ' +
        'model screening publishes and reaches screening through its index.ts only; screening never imports filings ' +
        '(docs/adr/0010).',
      severity: 'error',
      from: { path: '^src/contexts/screening/' },
      to: { path: '^src/contexts/filings/' },
    },
    {
      name: 'shared-domain-is-pure',
      severity: 'error',
      from: { path: '^src/shared/domain/' },
      to: { pathNot: '^src/shared/domain/' },
    },
    {
      name: 'contexts-meet-through-index',
      comment:
        "A context may import another context only through that context's index.ts (or its static reference data, reference.ts); a domain may also read another context's published language (domain/published/: framework-free, e.g. screening's criteria table), which index.ts exports to the other layers.",
      severity: 'error',
      from: { path: '^src/contexts/([^/]+)/' },
      to: {
        path: '^src/contexts/([^/]+)/',
        pathNot: [
          '^src/contexts/$1/',
          '^src/contexts/[^/]+/(index|reference)\\.ts$',
          '^src/contexts/[^/]+/domain/published/',
        ],
      },
    },
    {
      name: 'application-never-imports-another-context',
      comment:
        "A context's application/ never calls another context: it declares a port, and an adapter in its " +
        "infrastructure/<other>/ answers it through the other context's index.ts (docs/adr/0008). It may name the " +
        "other context's published types (import type, erased at build) and read its static reference data " +
        "(reference.ts); its domain may read another context's published language (domain/published/).",
      severity: 'error',
      from: { path: '^src/contexts/([^/]+)/(application|domain)/' },
      to: {
        path: '^src/contexts/([^/]+)/',
        pathNot: [
          '^src/contexts/$1/',
          '^src/contexts/[^/]+/reference\\.ts$',
          '^src/contexts/[^/]+/domain/published/',
        ],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'published-language-is-read-by-domains-only',
      comment:
        'Outside its context, domain/published/ (framework-free definitions, like reference.ts) is read by domain and ' +
        'application code only; infrastructure and interfaces use index.ts.',
      severity: 'error',
      from: { path: '^src/contexts/([^/]+)/(infrastructure|interface)/' },
      to: { path: '^src/contexts/[^/]+/domain/published/', pathNot: '^src/contexts/$1/' },
    },
    {
      name: 'composition-root-uses-index',
      comment:
        "The app and the command-line tools reach contexts through index.ts as well, and import a context's Nest " +
        'module(s) from its root (index.ts does not export them: an adapter importing another index.ts then pulls in ' +
        'no module, so two contexts may ask each other without an import cycle, ADR 8).',
      severity: 'error',
      from: { path: '^src/(app|cli|main)' },
      to: {
        path: '^src/contexts/[^/]+/',
        pathNot: ['^src/contexts/[^/]+/index\\.ts$', '^src/contexts/[^/]+/[^/]+\\.module\\.ts$'],
      },
    },
    {
      name: 'shared-knows-no-context',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/contexts/' },
    },
    {
      name: 'web-never-imports-api',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^src/' },
    },
    {
      name: 'web-features-never-import-each-other',
      comment:
        'A feature of the web app imports shared/, stores/ and api/ only, never another feature (its components, ' +
        'stores or pages): what two features use lives in shared/ (web/README.md, "Adding a screen").',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'web-features-never-import-the-app',
      comment:
        'app/ composes the features (router, layouts); a feature never imports app/ back: route guards, the header ' +
        'and the share and company-link helpers live in shared/.',
      severity: 'error',
      from: { path: '^web/src/features/' },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'web-shared-knows-no-feature',
      comment: "shared/, stores/, api/ and test-support/'s helpers are below the features and the app.",
      severity: 'error',
      from: { path: '^web/src/(shared|stores|api)/' },
      to: { path: '^web/src/(features|app|test-support)/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^dist/|\\.spec\\.ts$|\\.int-spec\\.ts$|\\.test\\.tsx?$)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
