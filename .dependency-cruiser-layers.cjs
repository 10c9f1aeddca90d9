// The layers of src/ and of server/ for the import rule of .dependency-cruiser.cjs, and for
// tests/lint/layers.test.ts (every module of src/ and of server/ in exactly one layer).

// src/'s layers, lowest first: a module imports its own layer and the ones below, never one
// above, except where EXCEPTIONS names the import and why. Type-only imports count too.
const LAYERS = [
  // raCoreInternals: what the panel relies on of ra-core beyond its public API, for every layer.
  { name: 'helpers and catalogues', path: '^src/(lib|i18n|settings|raCoreInternals)/' },
  { name: 'design system', path: '^src/ui/(?!admin/)' },
  {
    name: 'data, session and declarations',
    path: '^src/(auth|providers|telegram|registry)/',
  },
  { name: 'load-time work', path: '^src/loadTime/' },
  // Below the shell: 'Mening hisobim' (layout/account/) reuses the second step's parts.
  { name: 'sign-in', path: '^src/signIn/' },
  { name: 'admin layer and shell', path: '^src/(ui/admin|layout)/' },
  { name: 'screens', path: '^src/(resources|pages)/' },
  { name: 'the app', path: '^src/(App\\.tsx|screens\\.ts|adminParts\\.ts)$' },
  { name: 'start-up', path: '^src/boot/' },
];

// server/'s layers, lowest first, on the same rule (contract/ is below both sides). A room's own
// plugin (`plugin.ts`) sits in its room's layer; the second step's routes in the routes' layer.
const SERVER_LAYERS = [
  {
    name: 'server foundations',
    path: '^server/((errors|businessTime|config)\\.ts$|config/)',
  },
  { name: 'database', path: '^server/db/' },
  {
    name: 'services',
    path: '^server/((auth|broadcast|humo|backend)/|secondStep/(?!routes/))',
  },
  { name: 'observability', path: '^server/(metrics|health)/' },
  { name: 'plugins, access and audit', path: '^server/(plugins|access|audit)/' },
  { name: 'embedded API routes', path: '^server/(routes|secondStep/routes)/' },
  // Both modes' accounts, checks and shared routes (accounts/plugin.ts), above the routes.
  { name: 'our accounts', path: '^server/accounts/' },
  { name: 'gateway', path: '^server/gateway/' },
  {
    name: 'composition',
    path: '^server/((app|startup|server|dev|shutdown)\\.ts$|cli/)',
  },
];

// Each exception: an import running up, with the reason it stays.
const EXCEPTIONS = [
  {
    from: '^src/ui/Notifications\\.tsx$',
    to: '^src/telegram/integration\\.ts$',
    because:
      "Inside Telegram a notification is Telegram's own popup: the toaster reads the integration's context, which the app provides.",
  },
  {
    from: '^src/loadTime/firstQueries\\.ts$',
    to: '^src/adminParts\\.ts$',
    because:
      "Type only: the first queries are put in the app's query client, whose type the app's parts declare.",
  },
];

module.exports = { LAYERS, SERVER_LAYERS, EXCEPTIONS };
