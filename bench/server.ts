// Starts the real launcher against the scratch data dir and the built panel as the bench admin
// (see tools/launchServer.ts), with a test bot's token so that the Mini App can sign in, the admin
// linked to the bench's Telegram user; stops it with SIGTERM.
import { launchServer } from '../tools/launchServer.ts';
import { linkTelegramUser, testTelegramEnv } from '../tools/telegramLaunch.ts';
import { BENCH_ADMIN, BENCH_TELEGRAM_USER } from './seed.ts';

export interface BenchServer {
  url: string;
  stop: () => Promise<void>;
}

export async function startServer(dataDir: string, distDir: string): Promise<BenchServer> {
  const { url, stop } = await launchServer({
    env: {
      // The bench measures the spec's one-step sign-in (the password): without this the owner
      // would be asked to set up a second step before any screen loads.
      SECOND_STEP_ROLES: 'none',
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      ADMIN_USERNAME: BENCH_ADMIN.username,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      ...testTelegramEnv(),
    },
    timeoutMs: 120_000,
  });
  try {
    const basic = Buffer.from(`${BENCH_ADMIN.username}:${BENCH_ADMIN.password}`).toString('base64');
    await linkTelegramUser(url, `Basic ${basic}`, BENCH_TELEGRAM_USER);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
