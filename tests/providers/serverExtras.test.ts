// Our server's extras through the real httpClient: what the panel asks (capabilities, the audit
// log's filters and pages, panel accounts, the pending count, saved views) and how it reads the
// production backend, which has none of them.
import { describe, expect, it } from 'vitest';
import { NO_CAPABILITIES } from '../../src/providers/capabilities';
import { providerWith } from '../fixtures/providers';

const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('capabilities', () => {
  it("takes each feature our server says it offers, and nothing it doesn't name", async () => {
    const { dataProvider, requests } = providerWith(() => ({
      body: { auditLog: true, panelAccounts: true, liveJournal: false, other: true },
    }));
    expect(await dataProvider.getCapabilities()).toEqual({
      ...NO_CAPABILITIES,
      auditLog: true,
      panelAccounts: true,
    });
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/api/capabilities' });
  });

  it.each([
    ['a 404 (the production backend)', { status: 404, body: { message: 'Not Found' } }],
    ['an HTML page', { body: '<html></html>', contentType: 'text/html' }],
  ])('offers nothing on %s', async (_case, answer) => {
    const { dataProvider } = providerWith(() => answer);
    expect(await dataProvider.getCapabilities()).toEqual(NO_CAPABILITIES);
  });

  it.each([
    ['the server fails', 503],
    ['the sign-in is refused (a 401 signs out; the next sign-in asks again)', 401],
  ])('throws when %s, so that the question is asked again', async (_case, status) => {
    const { dataProvider, requests } = providerWith(() =>
      requests.length === 1 ? { status, body: { message: 'no' } } : { body: { auditLog: true } },
    );
    await expect(dataProvider.getCapabilities()).rejects.toMatchObject({ status });
    expect((await dataProvider.getCapabilities()).auditLog).toBe(true);
    expect(requests.filter((r) => r.url === '/api/capabilities')).toHaveLength(2);
  });

  it('asks once and keeps the answer for the screens and the writes alike', async () => {
    const { dataProvider, requests } = providerWith(() => ({ body: { mergedWrites: true } }));
    await dataProvider.getCapabilities();
    await dataProvider.getCapabilities();
    expect(requests).toHaveLength(1);
  });
});

describe('the audit log', () => {
  it('is a declared resource, while an undeclared one is refused', async () => {
    const { dataProvider } = providerWith(() => ({ body: [] }));
    await expect(
      dataProvider.getList('audit-log', {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'at', order: 'DESC' },
        filter: {},
      }),
    ).resolves.toMatchObject({ data: [] });
    await expect(
      dataProvider.getList('audit-logs', {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'at', order: 'DESC' },
        filter: {},
      }),
    ).rejects.toThrow(/audit-logs/);
  });

  it("asks for the page and the filters, the days as the browser's day bounds", async () => {
    const { dataProvider, requests } = providerWith(() => ({
      body: [
        {
          id: 9,
          at: '2026-11-24T10:00:00.000Z',
          username: 'admin',
          resource: 'platforms',
          recordId: '2',
          action: 'update',
          changes: [
            { field: 'name', old: 'A', new: 'B' },
            { field: 'password', changed: true },
          ],
          ipAddress: '127.0.0.1',
          userAgent: 'Chromium',
          // Forwarded by the gateway; the backend's answer was never recorded.
          outcome: 'unknown',
          backendStatus: null,
        },
      ],
      headers: { 'Content-Range': 'audit-log 25-25/26' },
    }));
    const result = await dataProvider.getList('audit-log', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'at', order: 'DESC' },
      filter: { username: 'admin', action: 'update', dateFrom: '2026-11-01', dateTo: '2026-11-24' },
    });
    expect(result.total).toBe(26);
    expect(result.data[0]).toEqual({
      id: 9,
      at: '2026-11-24T10:00:00.000Z',
      username: 'admin',
      resource: 'platforms',
      recordId: '2',
      action: 'update',
      changes: [
        { field: 'name', old: 'A', new: 'B' },
        { field: 'password', changed: true },
      ],
      ipAddress: '127.0.0.1',
      userAgent: 'Chromium',
      outcome: 'unknown',
      backendStatus: null,
    });
    expect(query(requests[0].url)).toEqual({
      range: '[25,49]',
      username: 'admin',
      action: 'update',
      from: new Date('2026-11-01T00:00:00').toISOString(),
      to: new Date('2026-11-24T23:59:59.999').toISOString(),
    });
  });
});

describe('panel accounts', () => {
  it('adds an account, changes a password, a role and disables one, each by its own call', async () => {
    const account = { id: 2, username: 'aziz', disabled: false, createdAt: '2026-11-24T10:00:00Z' };
    const { dataProvider, requests } = providerWith((request) => ({
      status: request.method === 'POST' ? 201 : 200,
      body: request.url.includes('disabled=true') ? { ...account, disabled: true } : account,
    }));
    await dataProvider.create('panel-accounts', {
      data: { username: ' aziz ', password: 'long-enough' },
    });
    await dataProvider.update('panel-accounts', {
      id: 2,
      data: { password: 'another-one' },
      previousData: account,
    });
    await dataProvider.update('panel-accounts', {
      id: 2,
      data: { role: 'operator' },
      previousData: account,
    });
    const disabled = await dataProvider.update('panel-accounts', {
      id: 2,
      data: { disabled: true },
      previousData: account,
    });
    expect(disabled.data.disabled).toBe(true);
    expect(requests.map((r) => [r.method, r.url, r.body])).toEqual([
      [
        'POST',
        '/api/panel-accounts',
        '{"username":"aziz","password":"long-enough","role":"viewer"}',
      ],
      ['PUT', '/api/panel-accounts/2/password', '{"password":"another-one"}'],
      ['PUT', '/api/panel-accounts/2/role', '{"role":"operator"}'],
      ['PUT', '/api/panel-accounts/2?disabled=true', undefined],
    ]);
  });
});

describe('the own account', () => {
  it('reads it, changes its password with the current one, dismisses the link notice, removes the link', async () => {
    const link = { telegramUserId: 55, by: 'aziz', at: '2026-11-27T09:00:00Z', pending: true };
    const { dataProvider, requests } = providerWith((request) =>
      request.method === 'GET'
        ? {
            body: {
              id: 4,
              username: 'dilnoza',
              role: 'viewer',
              telegramUserId: 55,
              telegramLink: link,
              linkNotice: link,
            },
          }
        : { status: 204 },
    );
    expect(await dataProvider.getOwnAccount()).toEqual({
      username: 'dilnoza',
      role: 'viewer',
      telegramLink: link,
      linkNotice: link,
    });
    await dataProvider.changeOwnPassword('old-one-1', 'new-one-22');
    await dataProvider.dismissLinkNotice();
    await dataProvider.removeOwnTelegramLink();
    expect(requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['GET', '/api/panel-accounts/me', undefined],
      [
        'PUT',
        '/api/panel-accounts/me/password',
        '{"currentPassword":"old-one-1","password":"new-one-22"}',
      ],
      ['DELETE', '/api/panel-accounts/me/link-notice', undefined],
      ['DELETE', '/api/panel-accounts/me/telegram', undefined],
    ]);
  });
});

describe('the journal extras', () => {
  it('reads the pending count, and a missing count as unknown', async () => {
    const counted = providerWith(() => ({ body: { count: 4 } }));
    expect(await counted.dataProvider.getPendingCount()).toBe(4);
    expect(counted.requests[0].url).toBe('/api/transactions/pending-count');
    const odd = providerWith(() => ({ body: {} }));
    expect(await odd.dataProvider.getPendingCount()).toBeNull();
  });

  it('lists, saves and deletes saved views', async () => {
    const view = { id: 3, name: 'Kutilayotganlar', filter: { status: 'PENDING_ADMIN' } };
    const { dataProvider, requests } = providerWith((request) =>
      request.method === 'DELETE'
        ? { status: 204 }
        : {
            status: request.method === 'POST' ? 201 : 200,
            body: request.method === 'POST' ? view : [view],
          },
    );
    expect(await dataProvider.getSavedViews()).toEqual([view]);
    expect(await dataProvider.saveView('Kutilayotganlar', { status: 'PENDING_ADMIN' })).toEqual(
      view,
    );
    await dataProvider.deleteSavedView(3);
    expect(requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['GET', '/api/saved-views', undefined],
      [
        'POST',
        '/api/saved-views',
        '{"name":"Kutilayotganlar","filter":{"status":"PENDING_ADMIN"}}',
      ],
      ['DELETE', '/api/saved-views/3', undefined],
    ]);
  });
});
