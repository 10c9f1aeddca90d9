// Whole-record writes through the gateway do not lose a concurrent change: writes of one record go
// one at a time; the record is read again after the PUT; a field that moved meanwhile is said to
// the admin (the X-Moved-Meanwhile header, the write still reported done) and in the audit log;
// and when the payment flow's save of a card it read before the PUT lands after it (undoing the
// admin's change), the gateway writes again with the moved balance rather than the stale one.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { MOVED_MEANWHILE_HEADER } from '../../../contract/movedValue.ts';
import { listAuditEntries } from '../../../server/db/repositories/auditLog.ts';
import { freshState } from '../../../tools/backendDoubleData.ts';
import { startGateway, type GatewayFixture } from './gatewayFixture.ts';

let gateway: GatewayFixture;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());
let entriesBefore = 0;
beforeEach(() => {
  Object.assign(gateway.double.state, freshState(new Date()));
  gateway.double.calls.length = 0;
  entriesBefore = entryCount();
});
afterEach(() => {
  gateway.double.intercept = undefined;
  gateway.double.concurrently = undefined;
});

const call = (request: InjectOptions) =>
  gateway.app.inject({ ...request, headers: { ...request.headers, authorization: gateway.auth } });

const card = (id: number) => gateway.double.state.cards.find((row) => row.id === id)!;
const cardIndex = (id: number) => gateway.double.state.cards.findIndex((row) => row.id === id);
const puts = () => gateway.double.calls.filter((c) => c.method === 'PUT');
const entryCount = () =>
  Number(gateway.app.db.prepare('SELECT count(*) FROM audit_log').pluck().get());
/** This test's audit entries, newest first. */
const entries = () =>
  listAuditEntries(gateway.app.db, {}, { offset: 0, limit: entryCount() - entriesBefore });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The card form's save of card 5 as it was opened (fresh state), with `change` over it. */
const card5Edit = (change: object): InjectOptions => ({
  method: 'PUT',
  url: '/api/admin/cards/5',
  payload: {
    cardNumber: '9860123412345678',
    ownerName: '',
    paymentSystem: 'HUMO',
    balance: 2_500_000,
    balanceSeen: 2_500_000,
    osonConfig: { id: 1 },
    ...change,
  },
});

const card6Edit = (change: object): InjectOptions => ({
  method: 'PUT',
  url: '/api/admin/cards/6',
  payload: {
    cardNumber: '8600987654321098',
    ownerName: 'Aziz Karimov',
    paymentSystem: 'UZCARD',
    balance: 730_000,
    balanceSeen: 730_000,
    osonConfig: { id: 2 },
    ...change,
  },
});

describe('a card balance the payment flow moves while the gateway writes', () => {
  it('writes again with the moved balance when the flow saves its copy after the PUT', async () => {
    let flowRan = false;
    gateway.double.concurrently = (request, state) => {
      if (request.method !== 'PUT' || flowRan) return undefined;
      flowRan = true;
      // The payment flow read card 5 between the gateway's read and its PUT, and its save of
      // that copy (with the money it moved) lands after the PUT, as a whole-entity save does.
      const index = cardIndex(5);
      const loaded = {
        ...state.cards[index],
        balance: Number(state.cards[index].balance) + 150_000,
      };
      return () => {
        state.cards[cardIndex(5)] = loaded;
      };
    };
    const response = await call(card5Edit({ ownerName: 'Ali Valiyev' }));
    expect(response.statusCode).toBe(200);
    // Both survive: the admin's owner and the moved balance, never the stale one.
    expect(card(5)).toMatchObject({ ownerName: 'Ali Valiyev', balance: 2_650_000 });
    expect(puts().map((c) => (c.body as { balance: number }).balance)).toEqual([
      2_500_000, 2_650_000,
    ]);
    expect(response.headers[MOVED_MEANWHILE_HEADER.toLowerCase()]).toBe('balance');
    // The audit log: the first write, then the write sent again with what moved.
    const [again, first] = entries();
    expect(first).toMatchObject({ resource: 'cards', recordId: '5', outcome: 'answered' });
    expect(again).toMatchObject({
      resource: 'cards',
      recordId: '5',
      action: 'update',
      outcome: 'answered',
    });
    expect(again.changes).toContainEqual({ field: 'ownerName', old: null, new: 'Ali Valiyev' });
    expect(again.changes).toContainEqual({
      field: 'balance',
      old: 2_500_000,
      new: 2_650_000,
      moved: true,
    });
  });

  it('keeps a balance moved just after the PUT, and says so', async () => {
    gateway.double.concurrently = (request, state) =>
      request.method === 'PUT'
        ? () => {
            state.cards[cardIndex(5)].balance = 2_580_000;
          }
        : undefined;
    const response = await call(card5Edit({ ownerName: 'Ali Valiyev' }));
    expect(response.statusCode).toBe(200);
    expect(response.headers[MOVED_MEANWHILE_HEADER.toLowerCase()]).toBe('balance');
    expect(card(5)).toMatchObject({ ownerName: 'Ali Valiyev', balance: 2_580_000 });
    // Nothing to write again: the moved value is there.
    expect(puts()).toHaveLength(1);
    const [moved, written] = entries();
    expect(written.changes).toEqual([{ field: 'ownerName', old: null, new: 'Ali Valiyev' }]);
    expect(moved).toMatchObject({ resource: 'cards', recordId: '5', action: 'update' });
    expect(moved.changes).toEqual([
      { field: 'balance', old: 2_500_000, new: 2_580_000, moved: true },
    ]);
  });

  it('says nothing and writes once when nothing moved', async () => {
    const response = await call(card5Edit({ ownerName: 'Ali Valiyev' }));
    expect(response.statusCode).toBe(200);
    expect(response.headers[MOVED_MEANWHILE_HEADER.toLowerCase()]).toBeUndefined();
    expect(puts()).toHaveLength(1);
    expect(entries()).toHaveLength(1);
  });

  it('reports the write done when the read after it fails', async () => {
    gateway.double.intercept = (request) =>
      request.method === 'GET' && puts().length > 0
        ? { status: 500, body: 'database is down' }
        : undefined;
    const response = await call(card5Edit({ ownerName: 'Ali Valiyev' }));
    expect(response.statusCode).toBe(200);
    expect(card(5)).toMatchObject({ ownerName: 'Ali Valiyev' });
  });
});

describe('two admins editing one record at once', () => {
  /** Holds the first PUT the double receives until `release` is called. */
  function holdFirstPut() {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding = false;
    gateway.double.intercept = async (request) => {
      if (request.method === 'PUT' && !holding) {
        holding = true;
        await held;
      }
      return undefined;
    };
    return () => release();
  }

  async function untilPut() {
    while (puts().length === 0) await sleep(5);
  }

  it('serialises them, keeps the first change, and tells the second what moved', async () => {
    const release = holdFirstPut();
    // Both forms were opened on the same card; the first admin renames its owner.
    const first = call(card6Edit({ ownerName: 'Aziz Karim' }));
    await untilPut();
    // The second changes the number only, sending the owner as its form showed it.
    const second = call(card6Edit({ cardNumber: '8600111122223333' }));
    const callsWhileHeld = gateway.double.calls.length;
    await sleep(300);
    // The second write waits for the first: it has not even read the card.
    expect(gateway.double.calls.length).toBe(callsWhileHeld);
    release();
    const [firstAnswer, secondAnswer] = await Promise.all([first, second]);
    expect(firstAnswer.statusCode).toBe(200);
    expect(secondAnswer.statusCode).toBe(200);
    expect(firstAnswer.headers[MOVED_MEANWHILE_HEADER.toLowerCase()]).toBeUndefined();
    expect(secondAnswer.headers[MOVED_MEANWHILE_HEADER.toLowerCase()]).toBe('ownerName');
    // Neither overwrote the other.
    expect(card(6)).toMatchObject({ ownerName: 'Aziz Karim', cardNumber: '8600111122223333' });
    const [secondEntry] = entries();
    expect(secondEntry.changes).toContainEqual({
      field: 'ownerName',
      old: 'Aziz Karimov',
      new: 'Aziz Karim',
      moved: true,
    });
    expect(secondEntry.changes).toContainEqual({
      field: 'cardNumber',
      old: '8600987654321098',
      new: '8600111122223333',
    });
  });

  it("keeps another admin's new Oson password, telling the second only that it moved", async () => {
    const release = holdFirstPut();
    const osonEdit = (change: object): InjectOptions => ({
      method: 'PUT',
      url: '/api/oson/config/2',
      payload: {
        id: 2,
        deviceName: 'Redmi Note 12',
        phone: '+998907654321',
        deviceId: 'dev-2',
        password: '',
        ...change,
      },
    });
    const first = call(osonEdit({ password: 'new-oson-pass' }));
    await untilPut();
    const second = call(osonEdit({ deviceName: 'Redmi Note 13' }));
    await sleep(100);
    release();
    const [, secondAnswer] = await Promise.all([first, second]);
    expect(secondAnswer.statusCode).toBe(200);
    expect(secondAnswer.headers[MOVED_MEANWHILE_HEADER.toLowerCase()]).toBe('password');
    expect(gateway.double.state.osonConfigs.find((c) => c.id === 2)).toMatchObject({
      deviceName: 'Redmi Note 13',
      password: 'new-oson-pass',
    });
    const [secondEntry] = entries();
    expect(secondEntry.changes).toContainEqual({ field: 'password', changed: true, moved: true });
    expect(JSON.stringify(secondEntry.changes)).not.toContain('new-oson-pass');
  });
});
