// Starts the real launcher against the scratch data dir and the built panel as the bench admin
// (see tools/launchServer.ts), and stops it with SIGTERM.
import { launchServer } from '../tools/launchServer.ts';
import { BENCH_ADMIN } from './seed.ts';

export interface BenchServer {
  url: string;
  stop: () => Promise<void>;
}

export async function startServer(dataDir: string, distDir: string): Promise<BenchServer> {
  const { url, stop } = await launchServer({
    env: {
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      ADMIN_USERNAME: BENCH_ADMIN.username,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
    },
    timeoutMs: 120_000,
  });
  return { url, stop };
}
