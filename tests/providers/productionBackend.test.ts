// @vitest-environment jsdom
// The providers through real fetch against MSW handlers shaped like the production backend.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createHttpClient } from '../../src/providers/httpClient';
import { SCREENS } from '../../src/registry/screens';
import { createDataProvider } from '../../src/providers/dataProvider';
import { hasNoData } from '../../src/providers/dashboard';
import { createAuthProvider } from '../../src/providers/authProvider';
import { getAuthorization, getToken } from '../../src/auth/tokenStore';
import {
  BACKEND,
  freshState,
  productionHandlers,
  type BackendState,
} from '../fixtures/productionBackend';

const server = setupServer();
let state: BackendState;

const http = createHttpClient({ baseUrl: () => BACKEND, getAuthorization });
const dataProvider = createDataProvider({ http, serverTimeZone: () => 'Asia/Tashkent' }, SCREENS);
const authProvider = createAuthProvider(http, { geolocationUrl: '' });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  state = freshState();
  server.use(...productionHandlers(state));
  localStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('against the production backend', () => {
  it('refuses a wrong password although GET /admin/login answers anyone', async () => {
    await expect(authProvider.login({ username: 'admin', password: 'nope' })).rejects.toMatchObject(
      {
        status: 401,
      },
    );
    expect(getToken()).toBeNull();
  });

  it('signs in with the right password and records the login event', async () => {
    await authProvider.login({ username: 'admin', password: 'secret' });
    expect(getToken()).not.toBeNull();
    await vi.waitFor(() => expect(state.loginInfos).toHaveLength(1));
    expect(state.loginInfos[0]).toMatchObject({ username: 'admin', city: "Noma'lum Shahar" });
  });

  it('sorts the unsorted history newest first, reading zone-less times as GMT+5', async () => {
    await authProvider.login({ username: 'admin', password: 'secret' });
    const { data } = await dataProvider.getList('login-devices', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'loginTime', order: 'DESC' },
      filter: {},
    });
    expect(data.map((r) => r.id)).toEqual([3, 2, 1]);
    expect(data[0].loginTime).toBe('2025-09-21T06:56:11.123Z');
  });

  it('adds, toggles and deletes admins although every write answers plain text', async () => {
    await authProvider.login({ username: 'admin', password: 'secret' });
    const created = await dataProvider.create('admins', { data: { chatId: '333' } });
    expect(created.data).toEqual({ id: 333, chatId: 333, receiveNotifications: true });
    const updated = await dataProvider.update('admins', {
      id: 333,
      data: { receiveNotifications: false },
      previousData: created.data,
    });
    expect(updated.data.receiveNotifications).toBe(false);
    await dataProvider.delete('admins', { id: 222, previousData: { id: 222, ...state.chats[0] } });
    const { data } = await dataProvider.getList('admins', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'chatId', order: 'ASC' },
      filter: {},
    });
    expect(data).toEqual([
      { id: 111, chatId: 111, receiveNotifications: false },
      { id: 333, chatId: 333, receiveNotifications: false },
    ]);
  });

  it('toggles a feature (text answer) and re-reads the switches', async () => {
    await authProvider.login({ username: 'admin', password: 'secret' });
    expect(await dataProvider.toggleFeature('bonus', true)).toBe('Funksiya yoqildi');
    expect(await dataProvider.getFeatures()).toEqual({
      topUpEnabled: true,
      withdrawEnabled: true,
      bonusEnabled: true,
    });
  });

  it('an empty 401 later makes checkError sign out', async () => {
    await authProvider.login({ username: 'admin', password: 'secret' });
    localStorage.setItem('authToken', btoa('admin:changed'));
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
    ['204', () => new HttpResponse(null, { status: 204 })],
    ['200 with an empty body', () => new HttpResponse('', { status: 200 })],
    ['JSON null', () => HttpResponse.json(null)],
  ])('reads a dashboard answered with %s as "no data"', async (_, answer) => {
    server.use(mock.get(`${BACKEND}/dashboard/stats`, answer));
    await authProvider.login({ username: 'admin', password: 'secret' });
    const stats = await dataProvider.getDashboardStats({});
    expect(stats.totalRequests).toBeNull();
    expect(hasNoData(stats)).toBe(true);
  });
});
