// The backfill (server/gateway/journalMirror/backfill.ts): combinations of the backend's filters,
// coarsest first, one cut at 100 split finer; paused while the backend fails or answers slowly;
// and honest about what the backend's filters cannot reach.
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { runMigrations } from '../../../../server/db/migrate.ts';
import { BackendClient } from '../../../../server/backend/backendClient.ts';
import { Backfill } from '../../../../server/gateway/journalMirror/backfill.ts';
import { MirrorState } from '../../../../server/gateway/journalMirror/mirrorProgress.ts';
import { MirrorStore } from '../../../../server/gateway/journalMirror/mirrorStore.ts';
import { BACKEND_ACCOUNT, startBackendDouble } from '../../../../tools/backendDouble.ts';
import type { BackendDouble, DoubleOptions } from '../../../../tools/backendDouble.ts';

let double: BackendDouble | undefined;
let client: BackendClient | undefined;
afterEach(async () => {
  await client?.close();
  await double?.stop();
  double = undefined;
});

async function setUp(options: DoubleOptions = {}) {
  double = await startBackendDouble(new Date(), options);
  client = new BackendClient({
    baseUrl: double.apiUrl,
    username: BACKEND_ACCOUNT.username,
    password: BACKEND_ACCOUNT.password,
    timeoutMs: 5000,
  });
  const db = new Database(':memory:');
  runMigrations(db);
  const store = new MirrorStore(db, Date.now);
  const state = new MirrorState(db, Date.now);
  const sleeps: number[] = [];
  const paused: Array<string | undefined> = [];
  const backfill: Backfill = new Backfill({
    client,
    store,
    state,
    zone: 'Asia/Tashkent',
    rate: 5,
    now: Date.now,
    sleep: async (ms) => {
      sleeps.push(ms);
      paused.push(backfill.pausedBecause);
    },
  });
  const journalCalls = () =>
    double!.calls
      .filter((call) => call.path === '/transactions')
      .map((call) => new URLSearchParams(call.query).toString());
  return { double, store, state, backfill, sleeps, paused, journalCalls };
}

describe('the journal backfill', () => {
  it('asks the whole journal, then each status of it, at the rate it is given', async () => {
    const { backfill, state, store, sleeps, journalCalls } = await setUp();
    await backfill.run(new AbortController().signal);
    // The 250 rows: the whole list is cut at 100; no status holds 100.
    expect(journalCalls()).toEqual([
      '',
      ...[
        'APPROVED',
        'BONUS_APPROVED',
        'CANCELED',
        'FAILED',
        'PENDING',
        'PENDING_ADMIN',
        'PENDING_PAYMENT',
        'PENDING_SCREENSHOT',
        'PENDING_SMS',
      ].map((status) => `status=${status}`),
    ]);
    expect(store.count()).toBe(250);
    expect(sleeps.every((ms) => ms === 200)).toBe(true);
    expect(state.progress()).toMatchObject({ combinationsLeft: 0, completeSince: null });
    expect(state.backfillFinished()).toBe(true);
  });

  it('pauses while the backend fails, then goes on', async () => {
    const { double, backfill, store, sleeps, paused } = await setUp();
    let failures = 2;
    double.intercept = (call) =>
      call.path === '/transactions' && failures-- > 0 ? { status: 500, body: 'busy' } : undefined;
    await backfill.run(new AbortController().signal);
    expect(sleeps.slice(0, 2)).toEqual([10_000, 20_000]);
    expect(paused[0]).toMatch(/500/);
    expect(store.count()).toBe(250);
  });

  it('pauses after a slow answer', async () => {
    const { double, backfill, sleeps, paused } = await setUp();
    let slow = true;
    double.intercept = async (call) => {
      if (call.path !== '/transactions' || !slow) return undefined;
      slow = false;
      await new Promise((resolve) => setTimeout(resolve, 2100));
      return undefined;
    };
    await backfill.run(new AbortController().signal);
    expect(sleeps[0]).toBe(10_000);
    expect(paused[0]).toMatch(/slow answer/);
  });

  it('says from when on it is complete when the finest combinations are cut at 100', async () => {
    const { backfill, state, store } = await setUp({
      journal: { transactions: 3000, cards: 1, platforms: 1 },
    });
    await backfill.run(new AbortController().signal);
    const progress = state.progress();
    // 3000 rows in 8 finest combinations (4 final statuses, 2 types): only 100 of each reach.
    expect(store.count()).toBeLessThan(3000);
    expect(progress.combinationsLeft).toBe(0);
    expect(progress.completeSince).toMatch(/Z$/);
    const older = store.count();
    expect(older).toBeGreaterThanOrEqual(800);
  });

  it('goes on after a restart from the combinations it had left', async () => {
    const { backfill, state, journalCalls } = await setUp();
    const stop = new AbortController();
    double!.intercept = (call) => {
      if (call.path === '/transactions' && call.query.status === 'CANCELED') stop.abort();
      return undefined;
    };
    await backfill.run(stop.signal);
    const asked = journalCalls().length;
    expect(state.progress().combinationsLeft).toBeGreaterThan(0);
    double!.intercept = undefined;
    await backfill.run(new AbortController().signal);
    // Nothing asked twice.
    expect(new Set(journalCalls()).size).toBe(journalCalls().length);
    expect(journalCalls().length).toBeGreaterThan(asked);
    expect(state.progress().combinationsLeft).toBe(0);
  });
});
