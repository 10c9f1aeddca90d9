// /api/admin/cards: shapes (the embedded config has three keys only), card number and balance
// rules, moving a card between Oson configs, and the 400/404/409 answers.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers.ts';
import { authedCall, cardBody, cardEdit, createOsonConfig } from './paymentAccountFixtures.ts';
import type { Call } from './paymentAccountFixtures.ts';

let app: FastifyInstance;
let call: Call;
let primaryId: number;
let otherId: number;
beforeEach(async () => {
  const built = await buildTestApp();
  app = built.app;
  call = authedCall(app, built.auth);
  primaryId = await createOsonConfig(call, 1);
  otherId = await createOsonConfig(call, 2);
});
afterEach(() => app.close());

const addCard = (overrides: Record<string, unknown> = {}, configId = primaryId) =>
  call('POST', `/api/admin/cards/oson/${configId}`, cardBody(overrides));

describe('POST /api/admin/cards/oson/:osonConfigId', () => {
  it('creates a card, normalizing the number, and embeds three config fields', async () => {
    const created = await addCard({ cardNumber: ' 8600 3129 9876 5438 ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: 1,
      cardNumber: '8600312998765438',
      ownerName: 'DILNOZA YUSUPOVA',
      paymentSystem: 'UZCARD',
      balance: 12_500_000,
      osonConfig: { id: primaryId, deviceName: 'Samsung A51 (Toshkent)', primaryConfig: true },
    });
    expect(Object.keys(created.json().osonConfig).sort()).toEqual([
      'deviceName',
      'id',
      'primaryConfig',
    ]);
    expect(created.body).not.toContain('secret-1');
  });

  it('defaults the owner name to empty and the balance to 0', async () => {
    const created = await addCard({ ownerName: undefined, balance: undefined }, otherId);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      ownerName: '',
      balance: 0,
      osonConfig: { id: otherId, primaryConfig: false },
    });
    const blank = await addCard({ cardNumber: '9860100612345676', ownerName: '   ' });
    expect(blank.json()).toMatchObject({ ownerName: '' });
  });

  it.each([
    [{ cardNumber: '860031299876543' }, 'cardNumber: must be 16 digits'],
    [{ cardNumber: '86003129987654381' }, 'cardNumber: must be 16 digits'],
    [{ cardNumber: '8600-3129-9876-5438' }, 'cardNumber: must be 16 digits'],
    [{ cardNumber: '8600abcd98765438' }, 'cardNumber: must be 16 digits'],
    [{ cardNumber: '   ' }, 'cardNumber: must be 16 digits'],
    [{ cardNumber: 8600312998765438 }, 'cardNumber: must be string'],
    [{ cardNumber: undefined }, 'cardNumber: is required'],
    [{ balance: -1 }, 'balance: must be >= 0'],
    [{ balance: 1.5 }, 'balance: must be integer'],
    [{ balance: '100' }, 'balance: must be integer'],
    [{ balance: null }, 'balance: must be integer'],
    [{ paymentSystem: 'VISA' }, 'paymentSystem: must be HUMO or UZCARD'],
    [{ paymentSystem: 'humo' }, 'paymentSystem: must be HUMO or UZCARD'],
    [{ paymentSystem: undefined }, 'paymentSystem: is required'],
    [{ ownerName: 'x'.repeat(129) }, 'ownerName: must NOT have more than 128 characters'],
  ])('answers 400 for %o', async (overrides, message) => {
    const response = await addCard(overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect((await call('GET', '/api/admin/cards')).json()).toEqual([]);
  });

  it('answers 404 for an unknown Oson config and 400 for a non-numeric one', async () => {
    const unknown = await addCard({}, 99);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Oson config not found' });
    const bad = await call('POST', '/api/admin/cards/oson/abc', cardBody());
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'osonConfigId: must be a positive integer' });
  });

  it('answers 409 for a number already in use, however it is spaced', async () => {
    await addCard();
    const duplicate = await addCard({ cardNumber: '8600 3129 9876 5438' }, otherId);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ message: 'A card with this number already exists' });
  });
});

describe('GET /api/admin/cards', () => {
  it('lists cards by id with the current state of their configs', async () => {
    await addCard();
    await addCard({ cardNumber: '9860100612345676', paymentSystem: 'HUMO' }, otherId);
    await call('PUT', `/api/oson/config/${otherId}/set-primary`);
    const list = await call('GET', '/api/admin/cards');
    expect(list.statusCode).toBe(200);
    const cards = list.json<Array<Record<string, unknown>>>();
    expect(cards.map((card) => [card.id, card.paymentSystem, card.osonConfig])).toEqual([
      [1, 'UZCARD', { id: primaryId, deviceName: 'Samsung A51 (Toshkent)', primaryConfig: false }],
      [2, 'HUMO', { id: otherId, deviceName: 'Samsung A52 (Toshkent)', primaryConfig: true }],
    ]);
    for (const card of cards) {
      expect(Object.keys(card).sort()).toEqual([
        'balance',
        'cardNumber',
        'id',
        'osonConfig',
        'ownerName',
        'paymentSystem',
      ]);
    }
    expect(list.body).not.toMatch(/secret-|\+99890/);
  });
});

describe('PUT /api/admin/cards/:id', () => {
  it('replaces the fields and keeps the config when osonConfig is missing', async () => {
    const { id } = (await addCard()).json<{ id: number }>();
    const updated = await call('PUT', `/api/admin/cards/${id}`, {
      cardNumber: '9860 1006 1234 5676',
      ownerName: ' ALISHER KARIMOV ',
      paymentSystem: 'HUMO',
      balance: 3_740_000,
      balanceSeen: 12_500_000,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({
      id,
      cardNumber: '9860100612345676',
      ownerName: 'ALISHER KARIMOV',
      paymentSystem: 'HUMO',
      balance: 3_740_000,
      osonConfig: { id: primaryId, deviceName: 'Samsung A51 (Toshkent)', primaryConfig: true },
    });
  });

  it('keeps the stored owner name and balance when they are missing; null clears the name', async () => {
    const { id } = (await addCard()).json<{ id: number }>();
    const kept = await call('PUT', `/api/admin/cards/${id}`, {
      cardNumber: '8600312998765438',
      paymentSystem: 'UZCARD',
    });
    expect(kept.json()).toMatchObject({ ownerName: 'DILNOZA YUSUPOVA', balance: 12_500_000 });
    const cleared = await call('PUT', `/api/admin/cards/${id}`, cardEdit({ ownerName: null }));
    expect(cleared.json()).toMatchObject({ ownerName: '' });
  });

  it('moves the card to another config when osonConfig.id differs', async () => {
    const created = (await addCard()).json<Record<string, unknown>>();
    const moved = await call('PUT', `/api/admin/cards/${created.id}`, {
      ...cardEdit(),
      osonConfig: { id: otherId },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().osonConfig).toEqual({
      id: otherId,
      deviceName: 'Samsung A52 (Toshkent)',
      primaryConfig: false,
    });
    expect((await call('GET', '/api/admin/cards')).json()[0].osonConfig.id).toBe(otherId);
    // The old config is free now, the new one is in use.
    expect((await call('DELETE', `/api/oson/config/${otherId}`)).statusCode).toBe(409);
  });

  it('answers 404 for an unknown target config or card, and 400 for bad ids', async () => {
    const { id } = (await addCard()).json<{ id: number }>();
    const unknownConfig = await call('PUT', `/api/admin/cards/${id}`, {
      ...cardEdit(),
      osonConfig: { id: 77 },
    });
    expect(unknownConfig.statusCode).toBe(404);
    expect(unknownConfig.json()).toEqual({ message: 'Oson config not found' });
    expect((await call('GET', '/api/admin/cards')).json()[0].osonConfig.id).toBe(primaryId);
    const unknownCard = await call('PUT', '/api/admin/cards/55', cardEdit());
    expect(unknownCard.statusCode).toBe(404);
    expect(unknownCard.json()).toEqual({ message: 'Card not found' });
    expect((await call('PUT', '/api/admin/cards/one', cardEdit())).statusCode).toBe(400);
    const noConfigId = await call('PUT', `/api/admin/cards/${id}`, {
      ...cardEdit(),
      osonConfig: {},
    });
    expect(noConfigId.statusCode).toBe(400);
    expect(noConfigId.json()).toEqual({ message: 'osonConfig.id: is required' });
  });

  it.each([
    [{ cardNumber: '1234' }, 'cardNumber: must be 16 digits'],
    [{ balance: -5 }, 'balance: must be >= 0'],
    [{ balance: 0.5 }, 'balance: must be integer'],
    [{ paymentSystem: 'MIR' }, 'paymentSystem: must be HUMO or UZCARD'],
    [{ osonConfig: { id: '2' } }, 'osonConfig.id: must be integer'],
  ])('applies the same validation on update: %o', async (overrides, message) => {
    const { id } = (await addCard()).json<{ id: number }>();
    const response = await call('PUT', `/api/admin/cards/${id}`, cardEdit(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('keeps its own number but answers 409 for another card’s', async () => {
    const { id } = (await addCard()).json<{ id: number }>();
    await addCard({ cardNumber: '9860100612345676' });
    expect((await call('PUT', `/api/admin/cards/${id}`, cardEdit())).statusCode).toBe(200);
    const clash = await call(
      'PUT',
      `/api/admin/cards/${id}`,
      cardEdit({ cardNumber: '9860100612345676' }),
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ message: 'A card with this number already exists' });
  });
});

describe("a card's balance, which the payment flow moves while the form is open", () => {
  /** The payment flow paying out of the card: its balance moves under the form. */
  const movePayments = (id: number, balance: number) =>
    app.db.prepare('UPDATE admin_cards SET balance = ? WHERE id = ?').run(balance, id);

  it('keeps the moved balance when the admin changed something else', async () => {
    const { id } = (await addCard()).json<{ id: number }>();
    movePayments(id, 12_000_000);
    const saved = await call('PUT', `/api/admin/cards/${id}`, cardEdit({ ownerName: 'NODIRA' }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ownerName: 'NODIRA', balance: 12_000_000 });
  });

  it('writes a balance the admin changed while the stored one is still the one seen', async () => {
    const { id } = (await addCard()).json<{ id: number }>();
    const saved = await call('PUT', `/api/admin/cards/${id}`, cardEdit({ balance: 9_000_000 }));
    expect(saved.json()).toMatchObject({ balance: 9_000_000 });
  });

  it('refuses a changed balance over one that moved meanwhile (409), writing nothing', async () => {
    const { id } = (await addCard()).json<{ id: number }>();
    movePayments(id, 12_000_000);
    const refused = await call(
      'PUT',
      `/api/admin/cards/${id}`,
      cardEdit({ balance: 9_000_000, ownerName: 'NODIRA' }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'balance: it changed to 12000000 since the form was opened; nothing was saved',
    });
    const [card] = (await call('GET', '/api/admin/cards')).json();
    expect(card).toMatchObject({ ownerName: 'DILNOZA YUSUPOVA', balance: 12_000_000 });
  });

  it('needs the balance the form saw with a balance', async () => {
    const { id } = (await addCard()).json<{ id: number }>();
    const refused = await call('PUT', `/api/admin/cards/${id}`, cardBody({ balance: 1 }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'balanceSeen: is required with balance' });
  });
});

describe('only what the card form owns', () => {
  it.each([
    [{ id: 3 }, 'id: is not allowed'],
    [{ lastUsed: '2026-01-01T00:00:00' }, 'lastUsed: is not allowed'],
    [{ balanceSeen: 0 }, 'balanceSeen: is not allowed'],
  ])('refuses a create carrying %o, writing nothing', async (extra, message) => {
    const refused = await addCard(extra);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message });
    expect((await call('GET', '/api/admin/cards')).json()).toEqual([]);
  });

  it('refuses an edit carrying a field the form does not own, writing nothing', async () => {
    const { id } = (await addCard()).json<{ id: number }>();
    const refused = await call(
      'PUT',
      `/api/admin/cards/${id}`,
      cardEdit({ ownerName: 'NODIRA', osonConfig: { id: otherId, primaryConfig: true } }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'osonConfig.primaryConfig: is not allowed' });
    const [card] = (await call('GET', '/api/admin/cards')).json();
    expect(card).toMatchObject({ ownerName: 'DILNOZA YUSUPOVA', osonConfig: { id: primaryId } });
  });
});

describe('DELETE /api/admin/cards/:id', () => {
  it('deletes with 204, then answers 404', async () => {
    const { id } = (await addCard()).json<{ id: number }>();
    const deleted = await call('DELETE', `/api/admin/cards/${id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await call('GET', '/api/admin/cards')).json()).toEqual([]);
    const again = await call('DELETE', `/api/admin/cards/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Card not found' });
    expect((await call('DELETE', '/api/admin/cards/1.0')).statusCode).toBe(400);
  });
});

describe('authentication', () => {
  it.each([
    ['GET', '/api/admin/cards'],
    ['POST', '/api/admin/cards/oson/1'],
    ['PUT', '/api/admin/cards/1'],
    ['DELETE', '/api/admin/cards/1'],
  ] as const)('answers 401 to %s %s without credentials', async (method, url) => {
    const payload = method === 'POST' || method === 'PUT' ? cardBody() : undefined;
    const response = await app.inject({ method, url, payload });
    expect(response.statusCode).toBe(401);
  });
});
