// Every write the gateway forwards is in the audit log before it leaves: the account, address and
// browser, the resource, record and action under the embedded API's names, the fields sent (a
// secret only as changed) with the old values where the record was read first; then its outcome,
// the backend's status or no answer. A write whose entry cannot be written is not sent.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { listAuditEntries } from '../../../server/db/repositories/auditLog.ts';
import type { AuditEntry } from '../../../server/db/repositories/auditLog.ts';
import { startGateway } from './gatewayFixture.ts';
import type { GatewayFixture } from './gatewayFixture.ts';

let gateway: GatewayFixture;
beforeAll(async () => {
  gateway = await startGateway({ UPSTREAM_TIMEOUT_MS: '400' });
});
afterAll(() => gateway.close());
afterEach(() => {
  gateway.double.intercept = undefined;
});

const call = (request: InjectOptions) =>
  gateway.app.inject({
    ...request,
    headers: { ...request.headers, authorization: gateway.auth, 'user-agent': 'AuditTest/1.0' },
  });

const newest = (): AuditEntry => listAuditEntries(gateway.app.db, {}, { offset: 0, limit: 1 })[0];
const entryCount = () => gateway.app.db.prepare('SELECT count(*) FROM audit_log').pluck().get();

describe('a forwarded write', () => {
  it('is entered before it is sent: the backend receives it with its entry already written', async () => {
    let seenByBackend: AuditEntry | undefined;
    gateway.double.intercept = (request) => {
      if (request.method === 'PUT') seenByBackend = newest();
      return undefined;
    };
    const response = await call({
      method: 'PUT',
      url: '/api/platforms/2',
      payload: {
        name: 'Melbet RU',
        currency: 'RUB',
        apiKey: 'melbet-new-key',
        login: 'melbet',
        workplaceId: 'WP-2-edited',
        password: '',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(seenByBackend).toMatchObject({
      resource: 'platforms',
      recordId: '2',
      action: 'update',
      outcome: 'unknown',
      backendStatus: null,
    });
    // Then its outcome, and the entry as 'Amallar tarixi' reads it.
    const log = await call({ url: '/api/audit-log?range=%5B0%2C0%5D' });
    expect(log.json()[0]).toMatchObject({
      username: 'tester',
      resource: 'platforms',
      recordId: '2',
      action: 'update',
      ipAddress: '127.0.0.1',
      userAgent: 'AuditTest/1.0',
      outcome: 'answered',
      backendStatus: 200,
      changes: [
        { field: 'apiKey', changed: true },
        { field: 'workplaceId', old: 'WP-2', new: 'WP-2-edited' },
      ],
    });
    // The password was left blank and filled in unchanged: not in the entry at all.
    expect(JSON.stringify(log.json()[0].changes)).not.toContain('password');
  });

  it.each<[string, InjectOptions, Partial<AuditEntry>]>([
    [
      'a feature toggle, with the switch as it was',
      { method: 'POST', url: '/api/features/toggle/bonus?enabled=true' },
      {
        resource: 'features',
        recordId: 'bonusEnabled',
        action: 'toggle',
        changes: [{ field: 'bonusEnabled', old: false, new: true }],
      },
    ],
    [
      'a rate change, with the rates before',
      {
        method: 'POST',
        url: '/api/exchange-rates/update',
        payload: { uzsToRub: 7.3, rubToUzs: 136 },
      },
      {
        resource: 'exchange-rates',
        action: 'rate_change',
        recordId: '2000',
        changes: [
          { field: 'uzsToRub', old: 7.1, new: 7.3 },
          { field: 'rubToUzs', old: 140.5, new: 136 },
        ],
      },
    ],
    [
      'a card moved to another Oson config, read from the list first',
      {
        method: 'PUT',
        url: '/api/admin/cards/5',
        payload: {
          cardNumber: '9860123412345678',
          ownerName: 'Ali Valiyev',
          paymentSystem: 'HUMO',
          balance: 2500000,
          balanceSeen: 2500000,
          osonConfig: { id: 2 },
        },
      },
      {
        resource: 'cards',
        recordId: '5',
        action: 'update',
        changes: [
          { field: 'ownerName', old: null, new: 'Ali Valiyev' },
          { field: 'osonConfig', old: { id: 1 }, new: { id: 2 } },
        ],
      },
    ],
    [
      'an Oson config made primary',
      { method: 'PUT', url: '/api/oson/config/2/set-primary' },
      {
        resource: 'oson-configs',
        recordId: '2',
        action: 'toggle',
        changes: [{ field: 'primaryConfig', old: false, new: true }],
      },
    ],
    [
      "an admin chat's notifications",
      { method: 'PUT', url: '/api/admin/chats/5012345678?enable=false' },
      {
        resource: 'admins',
        recordId: '5012345678',
        action: 'toggle',
        changes: [{ field: 'receiveNotifications', old: true, new: false }],
      },
    ],
    [
      'a bulk delete, with the ids',
      { method: 'DELETE', url: '/api/transactions/bulk', payload: [1000, 999] },
      {
        resource: 'transactions',
        recordId: null,
        action: 'bulk_delete',
        changes: [{ field: 'ids', old: [1000, 999] }],
      },
    ],
    [
      'a new platform, its secrets only as changed',
      {
        method: 'POST',
        url: '/api/platforms',
        payload: {
          name: 'Bet UZ',
          currency: 'UZS',
          apiKey: 'k',
          login: 'l',
          workplaceId: 'W',
          password: 'p4ss',
        },
      },
      {
        resource: 'platforms',
        action: 'create',
        // The backend answered the new record: its id completes the entry.
        recordId: '2001',
        changes: [
          { field: 'name', new: 'Bet UZ' },
          { field: 'currency', new: 'UZS' },
          { field: 'apiKey', changed: true },
          { field: 'login', new: 'l' },
          { field: 'workplaceId', new: 'W' },
          { field: 'password', changed: true },
        ],
      },
    ],
    [
      'a Humo two-step password, only as changed',
      {
        method: 'POST',
        url: '/api/humo/twostep',
        payload: { phone: '+998935551122', password: 'mushuk-parol' },
      },
      {
        resource: 'humo',
        recordId: '+998935551122',
        action: 'update',
        changes: [
          { field: 'phone', new: '+998935551122' },
          { field: 'password', changed: true },
        ],
      },
    ],
  ])('records %s', async (_name, request, expected) => {
    const response = await call(request);
    expect(response.statusCode).toBeLessThan(300);
    expect(newest()).toMatchObject({ ...expected, outcome: 'answered', username: 'tester' });
  });

  it("records a deleted Oson config's fields as old values, its secrets only as changed", async () => {
    gateway.double.state.cards = gateway.double.state.cards.filter((c) => c.osonConfigId !== 1);
    // Config 2 is primary since the set-primary above: delete config 1.
    const response = await call({ method: 'DELETE', url: '/api/oson/config/1' });
    expect(response.statusCode).toBe(200);
    const entry = newest();
    expect(entry).toMatchObject({ resource: 'oson-configs', recordId: '1', action: 'delete' });
    expect(entry.changes).toContainEqual({ field: 'deviceName', old: 'Samsung A54' });
    expect(JSON.stringify(entry.changes)).not.toMatch(/CANARY/);
  });

  it("records the backend's refusal as its outcome, and passes the refusal on", async () => {
    // The last card of the primary account cannot be deleted: the backend answers 400 {error}.
    gateway.double.state.cards = gateway.double.state.cards.filter((c) => c.id !== 5);
    const primary = gateway.double.state.osonConfigs.find((c) => c.primaryConfig)!;
    const last = gateway.double.state.cards.find((c) => c.osonConfigId === primary.id)!;
    const response = await call({ method: 'DELETE', url: `/api/admin/cards/${String(last.id)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Cannot delete the last card of the primary OsonConfig',
    });
    expect(newest()).toMatchObject({ action: 'delete', outcome: 'answered', backendStatus: 400 });
  });

  it("records 'no answer' when the backend says nothing in time, and answers 504", async () => {
    gateway.double.intercept = (request) =>
      request.method === 'POST' ? new Promise(() => undefined) : undefined;
    const response = await call({ method: 'POST', url: '/api/admin/chats?chatId=42' });
    expect(response.statusCode).toBe(504);
    // The write may have been done: the panel is told its result is unknown.
    expect(response.json()).toEqual({
      message: 'The production backend did not answer within 0.4 s',
      outcome: 'unknown',
    });
    expect(newest()).toMatchObject({
      resource: 'admins',
      recordId: '42',
      action: 'create',
      outcome: 'no_answer',
      backendStatus: null,
    });
  });

  it('is not sent when its entry cannot be written', async () => {
    gateway.app.db.exec(`CREATE TRIGGER audit_log_full BEFORE INSERT ON audit_log
      BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END`);
    try {
      const before = gateway.double.calls.length;
      const response = await call({ method: 'DELETE', url: '/api/lottery/prizes/1' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        message:
          'The change was not sent: its audit log entry could not be written. Try again later.',
      });
      expect(gateway.double.calls.slice(before)).toEqual([]);
      expect(gateway.double.state.prizes.some((prize) => prize.id === 1)).toBe(true);
    } finally {
      gateway.app.db.exec('DROP TRIGGER audit_log_full');
    }
  });

  it('is neither entered nor sent when the record it changes does not exist', async () => {
    const entries = entryCount();
    const before = gateway.double.calls.length;
    const response = await call({ method: 'DELETE', url: '/api/admin/cards/77' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Card not found' });
    expect(entryCount()).toBe(entries);
    expect(gateway.double.calls.slice(before).map((c) => c.method)).toEqual(['GET']);
  });

  it('leaves the entries of our own changes without an outcome', async () => {
    // The panel accounts are ours, served here: audited() writes the entry with the change.
    const added = await call({
      method: 'POST',
      url: '/api/panel-accounts',
      payload: { username: 'kassir', password: 'kassir-pass-1' },
    });
    expect(added.statusCode).toBe(201);
    expect(newest()).toMatchObject({
      resource: 'panel-accounts',
      action: 'create',
      outcome: null,
      backendStatus: null,
    });
  });
});
