// What /healthz and /readyz ask: the database answers a read and holds every migration this code
// knows; the production backend answers. Each check says yes or no, never why to the caller (a
// probe's answer carries no data); the server log has the why.
import type { Database } from 'better-sqlite3';
import { request } from 'undici';
import { BackendClient } from '../backend/backendClient.ts';
import type { BackendCall } from '../backend/backendClient.ts';
import { readMigrations } from '../db/migrate.ts';

/** A check the probes run; true when what it checks is well. */
export type Check = () => Promise<boolean>;

/** The database answers a read through the app's own connection. */
export function databaseAnswers(db: Database): boolean {
  try {
    return db.prepare('SELECT 1 AS one').pluck().get() === 1;
  } catch {
    return false;
  }
}

/** Every migration file this code ships is recorded as applied (a start applies them all). */
export function migrationsApplied(db: Database): () => boolean {
  // Read once: the files do not change under a running server, and a probe must stay cheap.
  const expected = readMigrations().map((migration) => migration.version);
  return () => {
    try {
      const applied = new Set(
        db
          .prepare('SELECT version FROM schema_migrations')
          .pluck()
          .all()
          .map((version) => Number(version)),
      );
      return expected.every((version) => applied.has(version));
    } catch {
      return false;
    }
  };
}

/** The gateway's backend: a cheap authenticated read (`GET /features`) answered with a 2xx. */
export function backendAnswersSignedIn(client: BackendClient): Check {
  return async () => {
    try {
      const answer = await client.send({ method: 'GET', path: '/features', route: '/readyz' });
      return answer.status >= 200 && answer.status <= 299;
    } catch {
      return false;
    }
  };
}

/** A BackendClient for the probe alone: its own short timeout, a small answer size. */
export function probeClient(options: {
  baseUrl: string;
  username: string;
  password: string;
  timeoutMs: number;
  /** The metrics, which count the probe's calls as the route /readyz. */
  observe?: (call: BackendCall) => void;
}): BackendClient {
  return new BackendClient({ ...options, maxAnswerBytes: 64 * 1024 });
}

/**
 * The pass-through's backend: any answer below 500 to `GET <API_UPSTREAM>/features` without
 * credentials (a 401 says the backend is there; this server holds no account to do better).
 */
export function backendAnswersAtAll(apiUpstream: string, timeoutMs: number): Check {
  return async () => {
    try {
      const answer = await request(`${apiUpstream}/features`, {
        method: 'GET',
        signal: AbortSignal.timeout(timeoutMs),
      });
      await answer.body.dump();
      return answer.statusCode < 500;
    } catch {
      return false;
    }
  };
}

/**
 * A check whose outcome is kept for `ttlMs` (by `now`), and shared by the probes that arrive while
 * it runs: a load balancer polling every second costs the backend one read per period, not one
 * per probe.
 */
export function cached(check: Check, ttlMs: number, now: () => number): Check {
  let last: { ok: boolean; at: number } | undefined;
  let running: Promise<boolean> | undefined;
  return () => {
    if (last && now() - last.at < ttlMs) return Promise.resolve(last.ok);
    running ??= check()
      .then((ok) => {
        last = { ok, at: now() };
        return ok;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
}
