// knip (in `npm run lint`): every package the code imports is declared, every declared one is
// used, and no file or export is left unused. Entries: the start-up (through index.html), the
// server's launchers, the route folders the server finds by reading server/routes/ (an import
// knip cannot follow: server/routes/routeFolders.ts), the bench and every test; the rest must be
// reachable from them.
import type { KnipConfig } from 'knip';

export default {
  entry: [
    'bench/floor/main.tsx',
    'bench/floor/vite.config.ts',
    'server/routes/*/index.ts',
    'tests/**/*.test.{ts,tsx}',
    'tests/e2e/**/*.e2e.ts',
  ],
  project: [
    'contract/**/*.ts',
    'src/**/*.{ts,tsx,css}',
    'server/**/*.ts',
    'bench/**/*.{ts,tsx}',
    'tools/**/*.ts',
    'tests/**/*.{ts,tsx}',
  ],
  // An export used in its own file only is that file's business, not dead code.
  ignoreExportsUsedInFile: true,
  // Imported through vite.config.ts's alias (lodash/* -> lodash-es), which knip does not follow.
  ignoreDependencies: ['lodash-es'],
} satisfies KnipConfig;
