/** The boundaries of docs (architecture.md), checked in CI by `npm run lint:deps`. */
module.exports = {
  forbidden: [
    {
      name: 'domain-imports-only-domain',
      comment:
        'Domain code imports nothing outside its own domain folder and the shared kernel domain: no framework, no ORM.',
      severity: 'error',
      from: { path: '^src/contexts/([^/]+)/domain/' },
      to: { pathNot: ['^src/contexts/$1/domain/', '^src/shared/domain/'] },
    },
    {
      name: 'shared-domain-is-pure',
      severity: 'error',
      from: { path: '^src/shared/domain/' },
      to: { pathNot: '^src/shared/domain/' },
    },
    {
      name: 'contexts-meet-through-index',
      comment: "A context may import another context only through that context's index.ts.",
      severity: 'error',
      from: { path: '^src/contexts/([^/]+)/' },
      to: {
        path: '^src/contexts/([^/]+)/',
        pathNot: ['^src/contexts/$1/', '^src/contexts/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'composition-root-uses-index',
      comment: 'The app and the command-line tools reach contexts through index.ts as well.',
      severity: 'error',
      from: { path: '^src/(app|cli|main)' },
      to: { path: '^src/contexts/[^/]+/', pathNot: '^src/contexts/[^/]+/index\\.ts$' },
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
