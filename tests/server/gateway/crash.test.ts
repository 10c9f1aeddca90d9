// The real launcher as the gateway, killed with SIGKILL while a forwarded write waits for the
// backend's answer (after the write left, before its outcome could be recorded): started again on
// the same DATA_DIR, its audit log still has the write, saying that its outcome is unknown.
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { launchServer } from '../../../tools/launchServer.ts';
import type { LaunchedServer } from '../../../tools/launchServer.ts';
import { startBackendDouble } from '../../../tools/backendDouble.ts';
import type { BackendDouble } from '../../../tools/backendDouble.ts';
import { basicAuth, makeTempDir, removeTempDirs } from '../helpers.ts';
import { gatewayEnv } from './gatewayFixture.ts';

const ADMIN = { username: 'crash-admin', password: 'crash test dummy' };
const AUTH = basicAuth(ADMIN.username, ADMIN.password);

let double: BackendDouble;
afterAll(async () => {
  await double?.stop();
  removeTempDirs();
});

const start = (dataDir: string) =>
  launchServer({
    env: {
      // Signs in with the password alone (tests/server/helpers.ts testConfig says why).
      SECOND_STEP_ROLES: 'none',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ...gatewayEnv(double.apiUrl),
    },
    timeoutMs: 60_000,
  });

const call = (server: LaunchedServer, method: string, url: string, body?: unknown) =>
  fetch(`${server.url}/api${url}`, {
    method,
    headers: {
      authorization: AUTH,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** The audit log's rows as the file holds them, read beside the running server. */
function entriesInFile(dataDir: string) {
  const db = new Database(path.join(dataDir, 'app.db'), { readonly: true });
  try {
    return db
      .prepare(
        `SELECT a.resource, a.record_id AS recordId, a.action, a.forwarded, o.status
           FROM audit_log a LEFT JOIN audit_outcomes o ON o.entry_id = a.id ORDER BY a.id`,
      )
      .all();
  } finally {
    db.close();
  }
}

describe('a gateway killed between forwarding a write and hearing back', () => {
  it('leaves an entry whose outcome is unknown, never nothing', { timeout: 120_000 }, async () => {
    double = await startBackendDouble();
    const dataDir = makeTempDir('gateway-crash-');
    const first = await start(dataDir);
    let inFile: unknown[] = [];
    try {
      // The start says what /api is.
      expect(first.output()).toContain('gateway to the production backend');

      // A write that completes: entered, sent, its outcome appended.
      const toggled = await call(first, 'POST', '/features/toggle/bonus?enabled=true');
      expect(toggled.status).toBe(200);

      // The backend takes the next write and never answers it.
      let received!: () => void;
      const heldAtBackend = new Promise<void>((resolve) => (received = resolve));
      double.intercept = (request) => {
        if (request.method !== 'PUT') return undefined;
        received();
        return new Promise(() => undefined);
      };
      const inFlight = call(first, 'PUT', '/platforms/1', {
        name: '1xBet UZ',
        currency: 'UZS',
        apiKey: 'onex-key-2',
        login: 'onex',
        workplaceId: 'WP-1-crash',
        password: '',
      }).catch(() => undefined);
      await heldAtBackend;
      // The write reached the backend with its entry already on disk.
      inFile = entriesInFile(dataDir);
      await first.kill('SIGKILL');
      await inFlight;
    } finally {
      await first.stop();
    }
    expect(inFile).toEqual([
      {
        resource: 'features',
        recordId: 'bonusEnabled',
        action: 'toggle',
        forwarded: 1,
        status: 200,
      },
      { resource: 'platforms', recordId: '1', action: 'update', forwarded: 1, status: null },
    ]);

    double.intercept = undefined;
    const second = await start(dataDir);
    try {
      const log = await call(second, 'GET', '/audit-log?range=%5B0%2C9%5D');
      expect(log.status).toBe(200);
      const [crashed, completed] = await log.json();
      expect(crashed).toMatchObject({
        username: ADMIN.username,
        resource: 'platforms',
        recordId: '1',
        action: 'update',
        outcome: 'unknown',
        backendStatus: null,
        changes: [
          { field: 'apiKey', changed: true },
          { field: 'workplaceId', old: 'WP-1', new: 'WP-1-crash' },
        ],
      });
      expect(completed).toMatchObject({
        resource: 'features',
        outcome: 'answered',
        backendStatus: 200,
      });
    } finally {
      await second.stop();
    }
  });
});
