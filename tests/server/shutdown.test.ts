// A clean stop: a request in flight when the stop begins still gets its answer, nothing new is
// taken meanwhile, the database closes, and the real launcher exits 0 after SIGTERM; past the
// grace the request's connection is cut and the close goes on; a second signal exits at once.
// The slow request is a gateway read the backend double holds until the test lets it answer.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { closeWithGrace } from '../../server/shutdown.ts';
import { startBackendDouble } from '../../tools/backendDouble.ts';
import type { BackendDouble } from '../../tools/backendDouble.ts';
import { launchServer } from '../../tools/launchServer.ts';
import type { LaunchedServer } from '../../tools/launchServer.ts';
import { gatewayEnv, startGateway } from './gateway/gatewayFixture.ts';
import type { GatewayFixture } from './gateway/gatewayFixture.ts';
import { basicAuth, makeTempDir, removeTempDirs } from './helpers.ts';

const SLOW_PATH = '/admin/chats';

/** Holds the backend's answer to SLOW_PATH until `release()`; `held` settles once it is held. */
function holdSlowCalls(double: BackendDouble) {
  let release: () => void = () => undefined;
  let reached: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (reached = resolve));
  double.intercept = (call) => {
    if (call.path !== SLOW_PATH) return undefined;
    reached();
    return new Promise<undefined>((resolve) => (release = () => resolve(undefined)));
  };
  return { held, release: () => release() };
}

/** Resolves once `url` no longer takes a request (refused, or 503 from a closing server). */
async function untilRefused(url: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      const response = await fetch(url);
      if (response.status === 503) return;
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} still takes requests`);
}

describe('closeWithGrace', () => {
  let gateway: GatewayFixture | undefined;
  afterEach(async () => {
    // The app closed by the test is not closed twice.
    if (gateway?.app.db.open) await gateway.app.close();
    await gateway?.double.stop();
    gateway = undefined;
  });

  async function listeningGateway() {
    gateway = await startGateway();
    await gateway.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = gateway.app.server.address() as { port: number };
    return { ...gateway, url: `http://127.0.0.1:${port}` };
  }

  it('lets a request in flight finish, takes no new one, then closes the database', async () => {
    const { app, auth, double, url } = await listeningGateway();
    const slow = holdSlowCalls(double);
    const inFlight = fetch(`${url}/api${SLOW_PATH}`, { headers: { authorization: auth } });
    await slow.held;

    const closed = closeWithGrace(app, 10_000);
    await untilRefused(`${url}/healthz`);
    expect(app.db.open).toBe(true);
    slow.release();

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await closed).toBe(true);
    expect(app.db.open).toBe(false);
  });

  it('cuts a request still in flight after the grace, and closes all the same', async () => {
    const { app, auth, double, url } = await listeningGateway();
    const slow = holdSlowCalls(double);
    const inFlight = fetch(`${url}/api${SLOW_PATH}`, { headers: { authorization: auth } });
    await slow.held;

    const closed = closeWithGrace(app, 100);
    await expect(inFlight).rejects.toThrow();
    // The gateway's own call to the backend is still waited for (a write's outcome goes in the
    // audit log), bounded by UPSTREAM_TIMEOUT_MS; here the backend answers now.
    slow.release();
    expect(await closed).toBe(false);
    expect(app.db.open).toBe(false);
  });
});

describe('the launcher on SIGTERM', () => {
  const ADMIN = { username: 'stopper', password: 'a clean stop please' };
  let double: BackendDouble;
  let server: LaunchedServer | undefined;
  afterEach(async () => {
    await server?.kill('SIGKILL');
    server = undefined;
  });
  afterAll(async () => {
    await double?.stop();
    removeTempDirs();
  });

  async function launch() {
    double ??= await startBackendDouble();
    server = await launchServer({
      env: {
        SECOND_STEP_ROLES: 'none',
        DATA_DIR: makeTempDir('shutdown-'),
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        SHUTDOWN_GRACE_MS: '20000',
        ...gatewayEnv(double.apiUrl),
      },
      timeoutMs: 60_000,
    });
    return server;
  }

  const slowRequest = (launched: LaunchedServer) =>
    fetch(`${launched.url}/api${SLOW_PATH}`, {
      headers: { authorization: basicAuth(ADMIN.username, ADMIN.password) },
    });

  it('answers the request in flight, then exits 0', { timeout: 90_000 }, async () => {
    const launched = await launch();
    const slow = holdSlowCalls(double);
    const inFlight = slowRequest(launched);
    await slow.held;

    const exited = launched.kill('SIGTERM');
    await untilRefused(`${launched.url}/healthz`);
    slow.release();
    expect((await inFlight).status).toBe(200);
    await exited;
    expect(launched.exitCode()).toBe(0);
  });

  it('exits at once with 1 on a second signal', { timeout: 90_000 }, async () => {
    const launched = await launch();
    const slow = holdSlowCalls(double);
    const inFlight = slowRequest(launched).catch(() => 'cut');
    await slow.held;

    process.kill(launched.pid, 'SIGTERM');
    await untilRefused(`${launched.url}/healthz`);
    await launched.kill('SIGTERM');
    expect(launched.exitCode()).toBe(1);
    expect(await inFlight).toBe('cut');
    slow.release();
  });
});
