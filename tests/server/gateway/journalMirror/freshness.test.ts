// How the gateway's copy of the journal keeps up (issue 47): a status change made in the backend
// shows after one poll, whatever status it went to; ten panels reading the journal and its badge
// cost the backend one poll, not ten; a deletion through the panel removes the row; a transaction
// deleted in the backend alone stays, marked as not seen since.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { METRICS_TOKEN, metricsText, sample } from '../../metricsFixtures.ts';
import { basicAuth } from '../../helpers.ts';
import type { GatewayFixture } from '../gatewayFixture.ts';
import { backfilled, coverage, nextPoll, startMirroredGateway } from './mirrorFixture.ts';

vi.setConfig({ testTimeout: 30_000 });

let gateway: GatewayFixture | undefined;
afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
});

async function start(env: Record<string, string> = {}) {
  gateway = await startMirroredGateway(env);
  if (env.JOURNAL_BACKFILL_RATE === '0') await nextPoll(gateway);
  else await backfilled(gateway);
  return gateway;
}

const call = (g: GatewayFixture, method: 'GET' | 'DELETE', url: string, payload?: unknown) =>
  g.app.inject({
    method,
    url: `/api${url}`,
    payload: payload as string,
    headers: { authorization: g.auth },
  });

const pendingCount = async (g: GatewayFixture) =>
  (await call(g, 'GET', '/transactions/pending-count')).json<{ count: number }>().count;

describe('the gateway journal keeps up with the backend', () => {
  it('shows a pending transaction leaving its status after one poll', async () => {
    const g = await start();
    const rows = g.double.state.transactions;
    const waiting = rows.filter((row) => row.status === 'PENDING_ADMIN');
    const before = await pendingCount(g);
    expect(before).toBe(waiting.length);
    // The bot approves one, and moves an old one out of every list the poll reads.
    waiting[0].status = 'APPROVED';
    waiting.at(-1)!.status = 'CANCELED';
    await nextPoll(g);
    const first = await call(g, 'GET', `/transactions/${waiting[0].id}`);
    expect(first.json()).toMatchObject({ status: 'APPROVED', missingSince: null });
    const last = await call(g, 'GET', `/transactions/${waiting.at(-1)!.id}`);
    expect(last.json()).toMatchObject({ status: 'CANCELED', missingSince: null });
    expect(await pendingCount(g)).toBe(before - 2);
  });

  it('costs the backend one poll however many panels read the journal', async () => {
    const g = await start({ JOURNAL_BACKFILL_RATE: '0' });
    await nextPoll(g);
    g.double.calls.length = 0;
    const polledBefore = (await coverage(g)).lastPollAt;
    const panel = async () => {
      for (let round = 0; round < 5; round += 1) {
        const [list, badge] = await Promise.all([
          call(g, 'GET', `/transactions?range=${encodeURIComponent('[0,24]')}`),
          call(g, 'GET', '/transactions/pending-count'),
        ]);
        expect(list.statusCode).toBe(200);
        expect(badge.statusCode).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    };
    const started = Date.now();
    await Promise.all(Array.from({ length: 10 }, panel));
    const seconds = (Date.now() - started) / 1000;
    expect((await coverage(g)).lastPollAt).not.toBe(polledBefore);
    const newest = g.double.calls.filter(
      (c) => c.path === '/transactions' && Object.keys(c.query).length === 0,
    );
    // One read of the newest per poll (every second here), none per panel.
    expect(newest.length).toBeGreaterThan(0);
    expect(newest.length).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
    // Everything else the poll asks is a pending status, never a panel's own filters.
    const others = g.double.calls.filter((c) => c.path === '/transactions' && !newest.includes(c));
    expect(others.every((c) => Object.keys(c.query).join() === 'status')).toBe(true);
    expect(others.every((c) => String(c.query.status).startsWith('PENDING'))).toBe(true);
  }, 30_000);

  it('removes a row deleted through the panel, one or many', async () => {
    const g = await start();
    const [one, two, three] = g.double.state.transactions.map((row) => Number(row.id));
    expect((await call(g, 'DELETE', `/transactions/${one}`)).statusCode).toBe(204);
    expect((await call(g, 'GET', `/transactions/${one}`)).statusCode).toBe(404);
    const bulk = await g.app.inject({
      method: 'DELETE',
      url: '/api/transactions/bulk',
      headers: { authorization: g.auth, 'content-type': 'application/json' },
      payload: JSON.stringify([two, three]),
    });
    expect(bulk.statusCode).toBe(204);
    for (const id of [two, three]) {
      expect((await call(g, 'GET', `/transactions/${id}`)).statusCode).toBe(404);
    }
    await nextPoll(g);
    expect((await call(g, 'GET', `/transactions/${one}`)).statusCode).toBe(404);
  });

  it('marks a transaction deleted in the backend alone as not seen since, and keeps it', async () => {
    const g = await start();
    const gone = g.double.state.transactions.splice(3, 1)[0];
    await nextPoll(g);
    const response = await call(g, 'GET', `/transactions/${gone.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().missingSince).toMatch(/Z$/);
    expect((await coverage(g)).missing).toBe(1);
    const list = await call(g, 'GET', `/transactions?range=${encodeURIComponent('[0,9]')}`);
    expect(list.json<{ id: number }[]>().map((row) => row.id)).toContain(gone.id);
  });

  it("shows the backfill's progress to owners and in /metrics, and the header to everyone", async () => {
    const g = await start({ METRICS_TOKEN });
    const owner = await coverage(g);
    expect(owner.backfill).toMatchObject({ combinationsLeft: 0 });
    expect(owner.backfill!.combinationsDone).toBeGreaterThan(1);
    const made = await g.app.inject({
      method: 'POST',
      url: '/api/panel-accounts',
      headers: { authorization: g.auth },
      payload: { username: 'kuzatuvchi', password: 'kuzatuvchi-password-1', role: 'viewer' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const viewer = await coverage(g, basicAuth('kuzatuvchi', 'kuzatuvchi-password-1'));
    expect(viewer).toMatchObject({ known: owner.known, percent: 100 });
    expect(viewer.backfill).toBeUndefined();
    const text = await metricsText(g.app);
    expect(sample(text, 'gateway_journal_transactions', { state: 'known' })).toBe(owner.known);
    expect(sample(text, 'gateway_journal_backfill_combinations', { state: 'left' })).toBe(0);
  });
});
