// A clean stop: a request in flight when the stop begins still gets its answer, nothing new is
// taken meanwhile, the database closes, and the real launcher exits 0 after SIGTERM; past the
// grace the request's connection is cut and the close goes on; a second signal exits at once.
// The slow request is a gateway read the backend double holds until the test lets it answer; a
// gateway write held so still gets its outcome in the audit log, even when the grace cut the
// admin's connection (the backend's answer is awaited for it).
import path from 'node:path';
import Database from 'better-sqlite3';
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

  let dataDir = '';
  async function launch(graceMs = 20_000) {
    double ??= await startBackendDouble();
    dataDir = makeTempDir('shutdown-');
    server = await launchServer({
      env: {
        SECOND_STEP_ROLES: 'none',
        DATA_DIR: dataDir,
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        SHUTDOWN_GRACE_MS: String(graceMs),
        ...gatewayEnv(double.apiUrl),
      },
      timeoutMs: 60_000,
    });
    return server;
  }

  /** The forwarded writes' audit entries with their outcomes, read from the stopped server's file. */
  function forwardedEntries() {
    const db = new Database(path.join(dataDir, 'app.db'), { readonly: true });
    try {
      return db
        .prepare(
          `SELECT a.resource, a.action, o.status FROM audit_log a
             LEFT JOIN audit_outcomes o ON o.entry_id = a.id WHERE a.forwarded = 1 ORDER BY a.id`,
        )
        .all();
    } finally {
      db.close();
    }
  }

  /** Holds the backend's answer to the next write until `release()`. */
  function holdWrite() {
    let release: () => void = () => undefined;
    let reached: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (reached = resolve));
    double.intercept = (call) => {
      if (call.method === 'GET') return undefined;
      reached();
      return new Promise<undefined>((resolve) => (release = () => resolve(undefined)));
    };
    return { held, release: () => release() };
  }

  const toggleWrite = (launched: LaunchedServer) =>
    fetch(`${launched.url}/api/features/toggle/bonus?enabled=true`, {
      method: 'POST',
      headers: { authorization: basicAuth(ADMIN.username, ADMIN.password) },
    });

  it(
    'answers a gateway write in flight and records its outcome, then exits 0',
    {
      timeout: 90_000,
    },
    async () => {
      const launched = await launch();
      const write = holdWrite();
      const inFlight = toggleWrite(launched);
      await write.held;

      const exited = launched.kill('SIGTERM');
      await untilRefused(`${launched.url}/healthz`);
      write.release();
      expect((await inFlight).status).toBe(200);
      await exited;
      expect(launched.exitCode()).toBe(0);
      expect(forwardedEntries()).toEqual([{ resource: 'features', action: 'toggle', status: 200 }]);
    },
  );

  it(
    'records the outcome of a gateway write whose connection the grace cut',
    {
      timeout: 90_000,
    },
    async () => {
      const launched = await launch(300);
      const write = holdWrite();
      const inFlight = toggleWrite(launched).then(
        (response) => response.status,
        () => 'cut',
      );
      await write.held;

      const exited = launched.kill('SIGTERM');
      // Past the grace: the admin's connection is cut, the backend has not answered yet.
      expect(await inFlight).toBe('cut');
      write.release();
      await exited;
      expect(launched.exitCode()).toBe(0);
      expect(forwardedEntries()).toEqual([{ resource: 'features', action: 'toggle', status: 200 }]);
    },
  );

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
