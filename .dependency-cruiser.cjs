// The import graph's rules (in `npm run lint`, over src/, server/ and contract/): no circle, the
// start-up imported by nothing but itself, catalogues that import nothing of the app, screen
// declarations the start-up can read without React (registry/types.ts), one direction between
// the layers of src/ (LAYERS) and of server/ (SERVER_LAYERS), nothing of src/ in server/ and
// nothing of either in contract/.

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS config, as depcruise reads it
const { LAYERS, SERVER_LAYERS, EXCEPTIONS } = require('./.dependency-cruiser-layers.cjs');

const layerRules = LAYERS.slice(0, -1).map((layer, index) => ({
  name: `layers: ${layer.name}`,
  comment: `A module of "${layer.name}" imports nothing of a layer above it (LAYERS).`,
  severity: 'error',
  from: {
    path: layer.path,
    pathNot: EXCEPTIONS.map((exception) => exception.from),
  },
  to: { path: LAYERS.slice(index + 1).map((above) => above.path) },
}));

const serverLayerRules = SERVER_LAYERS.slice(0, -1).map((layer, index) => ({
  name: `server layers: ${layer.name}`,
  comment: `A module of "${layer.name}" imports nothing of a layer above it (SERVER_LAYERS).`,
  severity: 'error',
  from: { path: layer.path },
  to: { path: SERVER_LAYERS.slice(index + 1).map((above) => above.path) },
}));

// An exception's own import, checked against every layer above except its named target.
const exceptionRules = EXCEPTIONS.map((exception) => {
  const index = LAYERS.findIndex((layer) =>
    new RegExp(layer.path).test(exception.from.replace(/^\^|\\|\$$/g, '')),
  );
  return {
    name: `layers (exception): ${exception.from}`,
    comment: exception.because,
    severity: 'error',
    from: { path: exception.from },
    to: { path: LAYERS.slice(index + 1).map((above) => above.path), pathNot: exception.to },
  };
});
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...layerRules,
    ...exceptionRules,
    ...serverLayerRules,
    {
      name: 'server-without-src',
      comment:
        'The server imports nothing of the panel: what both speak is in contract/ (a deploy needs no src/).',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/' },
    },
    {
      name: 'contract-stands-alone',
      comment: 'contract/ is what both sides speak: it imports nothing of either.',
      severity: 'error',
      from: { path: '^contract/' },
      to: { path: '^(src|server)/' },
    },
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
        path: '^src/(screens|registry/(routes|loadedViews|types|firstData)|resources/[^/]+/index|pages/[^/]+/index)\\.ts$',
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
