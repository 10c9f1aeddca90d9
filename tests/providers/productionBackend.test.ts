// @vitest-environment jsdom
// The providers through real fetch against the backend double, which answers as the production
// backend does (API-NOTES A and A2): an open GET /admin/login, text answers labelled with the
// request's Accept, empty 401s.
import { describe, expect, it, vi } from 'vitest';
import { hasNoData } from '../../src/providers/dashboard';
import { createAuthProvider } from '../../src/providers/authProvider';
import { getAuthorization, getToken } from '../../src/auth/tokenStore';
import { BACKEND_ACCOUNT, providersAgainstTheBackend } from '../fixtures/backendDoubleProviders';

const { http, dataProvider, double } = providersAgainstTheBackend(getAuthorization);
const authProvider = createAuthProvider(http, { geolocationUrl: '' });
const signIn = () =>
  authProvider.login({ username: BACKEND_ACCOUNT.username, password: BACKEND_ACCOUNT.password });

describe('against the production backend', () => {
  it('refuses a wrong password although GET /admin/login answers anyone', async () => {
    await expect(
      authProvider.login({ username: BACKEND_ACCOUNT.username, password: 'nope' }),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(getToken()).toBeNull();
  });

  it('signs in with the right password and records the login event', async () => {
    await signIn();
    expect(getToken()).not.toBeNull();
    const history = double().state.loginHistory;
    await vi.waitFor(() => expect(history).toHaveLength(3));
    expect(history[2]).toMatchObject({
      username: BACKEND_ACCOUNT.username,
      city: "Noma'lum Shahar",
    });
  });

  it('sorts the unsorted history newest first, reading zone-less times as GMT+5', async () => {
    await signIn();
    // The sign-in's own event recorded, the history is made the one this test reads.
    await vi.waitFor(() => expect(double().state.loginHistory).toHaveLength(3));
    double().state.loginHistory = [
      { id: 1, username: 'admin', loginTime: '2025-09-20T09:00:00.123456', deviceName: 'Mac' },
      { id: 3, username: 'admin', loginTime: '2025-09-21T11:56:11.123456', deviceName: 'iPhone' },
      { id: 2, username: 'admin', loginTime: '2025-09-21T08:00:00', deviceName: 'Windows PC' },
    ];
    const { data } = await dataProvider.getList('login-devices', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'loginTime', order: 'DESC' },
      filter: {},
    });
    expect(data.map((r) => r.id)).toEqual([3, 2, 1]);
    expect(data[0].loginTime).toBe('2025-09-21T06:56:11.123Z');
  });

  it('adds, toggles and deletes admins although every write answers plain text', async () => {
    await signIn();
    const created = await dataProvider.create('admins', { data: { chatId: '333' } });
    expect(created.data).toEqual({ id: 333, chatId: 333, receiveNotifications: true });
    const updated = await dataProvider.update('admins', {
      id: 333,
      data: { receiveNotifications: false },
      previousData: created.data,
    });
    expect(updated.data.receiveNotifications).toBe(false);
    await dataProvider.delete('admins', { id: 5012345678, previousData: { id: 5012345678 } });
    const { data } = await dataProvider.getList('admins', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'chatId', order: 'ASC' },
      filter: {},
    });
    expect(data).toEqual([
      { id: -1001234567, chatId: -1001234567, receiveNotifications: false },
      { id: 333, chatId: 333, receiveNotifications: false },
    ]);
  });

  it('toggles a feature (text answer) and re-reads the switches', async () => {
    await signIn();
    // Labelled application/json, as the backend labels a String to this Accept: text all the same.
    expect(await dataProvider.toggleFeature('bonus', true)).toBe('Bonus yoqildi');
    expect(await dataProvider.getFeatures()).toEqual({
      topUpEnabled: true,
      withdrawEnabled: true,
      bonusEnabled: true,
    });
  });

  it('an empty 401 later makes checkError sign out', async () => {
    await signIn();
    localStorage.setItem('authToken', btoa(`${BACKEND_ACCOUNT.username}:changed`));
    const error = await dataProvider
      .getList('admins', {
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'chatId', order: 'ASC' },
        filter: {},
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, message: 'HTTP 401' });
    await expect(authProvider.checkError(error)).rejects.toMatchObject({ redirectTo: '/login' });
    expect(getToken()).toBeNull();
  });
  it.each([
    ['204', { status: 204 }],
    ['200 with an empty body', { status: 200 }],
    ['JSON null', { status: 200, body: null, kind: 'json' as const }],
  ])('reads a dashboard answered with %s as "no data"', async (_, answer) => {
    double().intercept = (call) => (call.path === '/dashboard/stats' ? answer : undefined);
    await signIn();
    const stats = await dataProvider.getDashboardStats({});
    expect(stats.totalRequests).toBeNull();
    expect(hasNoData(stats)).toBe(true);
  });
});
