// The backfill (server/gateway/journalMirror/backfill.ts): combinations of the backend's filters,
// coarsest first, one cut at 100 split finer; paused while the backend fails or answers slowly;
// and honest about what the backend's filters cannot reach.
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { runMigrations } from '../../../../server/db/migrate.ts';
import { BackendClient } from '../../../../server/backend/backendClient.ts';
import { Backfill, LONGEST_WAIT_MS } from '../../../../server/gateway/journalMirror/backfill.ts';
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

/** The clock the backfill reads; its sleeps move it on (and `onSleep` sees each). */
interface SetUpOptions {
  recheckMs?: number;
  onSleep?: (ms: number) => void;
}

async function setUp(options: DoubleOptions = {}, { recheckMs = 0, onSleep }: SetUpOptions = {}) {
  double = await startBackendDouble(new Date(), options);
  client = new BackendClient({
    baseUrl: double.apiUrl,
    username: BACKEND_ACCOUNT.username,
    password: BACKEND_ACCOUNT.password,
    timeoutMs: 5000,
  });
  const db = new Database(':memory:');
  runMigrations(db);
  let clock = Date.now();
  const now = () => clock;
  const store = new MirrorStore(db, now);
  const state = new MirrorState(db, now);
  const sleeps: number[] = [];
  const paused: Array<string | undefined> = [];
  const backfill: Backfill = new Backfill({
    client,
    store,
    state,
    zone: 'Asia/Tashkent',
    rate: 5,
    recheckMs,
    now,
    sleep: async (ms) => {
      sleeps.push(ms);
      paused.push(backfill.pausedBecause);
      clock += ms;
      onSleep?.(ms);
    },
  });
  const journalCalls = () =>
    double!.calls
      .filter((call) => call.path === '/transactions')
      .map((call) => new URLSearchParams(call.query).toString());
  return { db, double, store, state, backfill, sleeps, paused, journalCalls };
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

  it('walks again hours after a walk ended: a final status changed or a row deleted shows', async () => {
    const stop = new AbortController();
    const waits: number[] = [];
    let firstWalk = 0;
    let changed = 0;
    let deleted = 0;
    const { db, double, backfill, store, state, journalCalls } = await setUp(
      {},
      {
        recheckMs: 3 * LONGEST_WAIT_MS,
        onSleep: (ms) => {
          if (ms < 60_000) return;
          waits.push(ms);
          // The history stays walked while it waits and while it walks again.
          expect(state.backfillFinished()).toBe(true);
          if (firstWalk) {
            if (journalCalls().length > firstWalk) stop.abort();
            return;
          }
          firstWalk = journalCalls().length;
          // Between the walks, beyond the newest 100 that a poll reads: the bot rejects an
          // approved transaction and another one is deleted outside the panel.
          const old = double.state.transactions.slice(150).filter((r) => r.status === 'APPROVED');
          changed = Number(old[0].id);
          old[0].status = 'CANCELED';
          deleted = Number(old[1].id);
          double.state.transactions.splice(double.state.transactions.indexOf(old[1]), 1);
        },
      },
    );
    await backfill.run(stop.signal);
    // Three hours after the walk ended (its last pause of 200 ms among them), an hour at a
    // time; then the second walk asked every combination of the first again.
    expect(waits).toHaveLength(4);
    expect(Math.max(...waits)).toBe(LONGEST_WAIT_MS);
    expect(waits.slice(0, 3).reduce((sum, ms) => sum + ms, 0)).toBe(3 * LONGEST_WAIT_MS - 200);
    expect(firstWalk).toBe(10);
    expect(journalCalls().length).toBe(2 * firstWalk);
    expect(state.progress().combinationsLeft).toBe(0);
    expect(store.count()).toBe(250);
    const lookingUp = store.lookingUp(250);
    // Found under its new status; the deleted one is left for the next poll to look up
    // under the other statuses (poller.ts), then marked not seen since.
    expect(lookingUp.find((r) => r.id === changed)).toBeUndefined();
    expect(db.prepare('SELECT status FROM journal_mirror WHERE id = ?').get(changed)).toEqual({
      status: 'CANCELED',
    });
    expect(lookingUp.map((r) => r.id)).toEqual([deleted]);
  });

  it('never walks again with JOURNAL_RECHECK_HOURS=0', async () => {
    const { backfill, sleeps, journalCalls } = await setUp();
    await backfill.run(new AbortController().signal);
    const asked = journalCalls().length;
    await backfill.run(new AbortController().signal);
    expect(journalCalls().length).toBe(asked);
    expect(sleeps.every((ms) => ms === 200)).toBe(true);
  });
});
