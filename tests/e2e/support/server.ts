// Starts the real launcher (see tools/launchServer.ts) with a scratch data directory,
// against the built panel in dist/ (or DIST_DIR), and stops it afterwards.
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchServer } from '../../../tools/launchServer';

export const ADMIN = { username: 'e2e-admin', password: 'e2e-Secret-Pass-1' };

export interface RunningServer {
  url: string;
  dataDir: string;
  output: () => string;
  stop: () => Promise<void>;
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!existsSync('dist/index.html')) throw new Error('Run `npm run build` before the e2e tests');
  const dataDir = mkdtempSync(join(tmpdir(), 'panel-e2e-'));
  const server = await launchServer({
    env: {
      // The browser tests sign in with the spec's one step (the password); without this the
      // owner would be asked to set up a second step first. A test of the second step sets it.
      SECOND_STEP_ROLES: 'none',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ...env,
    },
    timeoutMs: 60_000,
  });
  return {
    url: server.url,
    dataDir,
    output: server.output,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
