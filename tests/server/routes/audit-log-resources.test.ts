// Every kind of change through the API leaves its entry: cards, admin chats, Oson accounts (a
// password only as changed), rates, lottery prizes, balances and awards, and broadcasts.
import { describe, expect, it } from 'vitest';
import { cardBody, cardEdit, createOsonConfig } from './paymentAccountFixtures.ts';
import { authedAppPerTest } from './recordRouteFixtures.ts';

const { app, call } = authedAppPerTest();

interface Entry {
  resource: string;
  recordId: string | null;
  action: string;
  changes: { field: string; old?: unknown; new?: unknown; changed?: boolean }[];
}

const log = async (): Promise<Entry[]> => (await call('GET', '/api/audit-log')).json();
const summary = async () => (await log()).map((entry) => `${entry.resource} ${entry.action}`);

describe('the audit log of each resource', () => {
  it('cards: create, edit, delete', async () => {
    const configId = await createOsonConfig(call);
    const created = await call('POST', `/api/admin/cards/oson/${configId}`, cardBody());
    const id = created.json().id;
    await call('PUT', `/api/admin/cards/${id}`, cardEdit({ ownerName: 'D. YUSUPOVA' }));
    await call('DELETE', `/api/admin/cards/${id}`);
    expect(await summary()).toEqual([
      'cards delete',
      'cards update',
      'cards create',
      'oson-configs create',
    ]);
    const [, update, , config] = await log();
    expect(update.changes).toEqual([
      { field: 'ownerName', old: 'DILNOZA YUSUPOVA', new: 'D. YUSUPOVA' },
    ]);
    expect(config.changes).toContainEqual({ field: 'password', changed: true });
    const stored = app().db.prepare('SELECT changes FROM audit_log').pluck().all().join('');
    expect(stored).not.toContain('secret-1');
  });

  it('admin chats: add, a notifications toggle (none for the same state), delete', async () => {
    await call('POST', '/api/admin/chats?chatId=5012345678');
    await call('PUT', '/api/admin/chats/5012345678?enable=false');
    await call('PUT', '/api/admin/chats/5012345678?enable=false');
    await call('DELETE', '/api/admin/chats/5012345678');
    expect(await summary()).toEqual(['admins delete', 'admins toggle', 'admins create']);
    expect((await log())[1].changes).toEqual([
      { field: 'receiveNotifications', old: true, new: false },
    ]);
  });

  it('Oson accounts: set primary and delete', async () => {
    await createOsonConfig(call, 1);
    const second = await createOsonConfig(call, 2);
    await call('PUT', `/api/oson/config/${second}/set-primary`);
    expect((await log())[0]).toMatchObject({
      resource: 'oson-configs',
      recordId: String(second),
      action: 'toggle',
      changes: [{ field: 'primaryConfig', old: false, new: true }],
    });
    const refused = await call('DELETE', `/api/oson/config/${second}`);
    expect(refused.statusCode).toBe(409);
    expect(await summary()).toHaveLength(3);
  });

  it('rates: a rate change with the rates before and after', async () => {
    await call('POST', '/api/exchange-rates/update', { uzsToRub: 7.5, rubToUzs: 140 });
    await call('POST', '/api/exchange-rates/update', { uzsToRub: 7.8, rubToUzs: 140 });
    const [second, first] = await log();
    expect(first).toMatchObject({ action: 'rate_change' });
    expect(second.changes).toEqual([{ field: 'uzsToRub', old: 7.5, new: 7.8 }]);
  });

  it('lottery: a prize, tickets, a reset', async () => {
    const prize = await call('POST', '/api/lottery/prizes', { amount: 50_000, numberOfPrize: 3 });
    await call('DELETE', `/api/lottery/prizes/${prize.json().id}`);
    await call('POST', '/api/lottery/tickets/5012345678?amount=2');
    await call('DELETE', '/api/lottery/balance/5012345678');
    expect(await summary()).toEqual([
      'lottery-balances update',
      'lottery-balances update',
      'lottery-prizes delete',
      'lottery-prizes create',
    ]);
    const [reset, tickets] = await log();
    expect(tickets.changes).toContainEqual({ field: 'tickets', old: 0, new: 2 });
    expect(reset.changes).toContainEqual({ field: 'tickets', old: 2, new: 0 });
  });

  it('a broadcast', async () => {
    const sent = await call('POST', '/api/broadcast/send', { messageText: '<b>Salom</b>' });
    expect(sent.statusCode).toBe(202);
    expect((await log())[0]).toMatchObject({ resource: 'broadcasts', action: 'broadcast' });
  });
});
