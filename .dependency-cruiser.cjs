// The import graph's rules (in `npm run lint`): no circle, the start-up imported by nothing but
// itself, catalogues that import nothing of the app, and screen declarations the start-up can
// read without React (registry/types.ts).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import circle (type-only imports count): one module must not need itself.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'boot-is-the-start-up',
      comment: 'src/boot/ runs before the app; nothing outside it imports it (main.ts loads it).',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/boot/' },
      to: { path: '^src/boot/' },
    },
    {
      name: 'catalogues-stand-alone',
      comment:
        'The catalogues (src/i18n) import nothing of the app: they are data with types of their own.',
      severity: 'error',
      from: { path: '^src/i18n/' },
      to: { path: '^src/', pathNot: '^src/i18n/' },
    },
    {
      name: 'declarations-without-react',
      comment:
        "The screen registry and each screen's declaration are read by the start-up before React has arrived.",
      severity: 'error',
      from: {
        path: '^src/(registry/(screens|routes|loadedViews|types)|resources/[^/]+/index|pages/[^/]+/index)\\.ts$',
      },
      to: {
        path: 'node_modules/(react|react-dom|lucide-react|ra-core|@tanstack|react-router)',
        dependencyTypesNot: ['type-only'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
