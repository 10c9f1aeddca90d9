// The payment-account providers through real fetch against MSW handlers shaped like production.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { createHttpClient } from '../../src/providers/httpClient';
import { SCREENS } from '../../src/registry/screens';
import { createDataProvider } from '../../src/providers/dataProvider';
import { BACKEND, GOOD_AUTH } from '../fixtures/productionBackend';
import {
  freshPaymentState,
  paymentHandlers,
  type PaymentState,
} from '../fixtures/productionPaymentAccounts';

const server = setupServer();
let state: PaymentState;
const http = createHttpClient({
  baseUrl: () => BACKEND,
  getAuthorization: () => GOOD_AUTH,
});
const dataProvider = createDataProvider({ http, serverTimeZone: () => 'Asia/Tashkent' }, SCREENS);
const all = {
  pagination: { page: 1, perPage: 100 },
  sort: { field: 'id', order: 'ASC' as const },
  filter: {},
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  state = freshPaymentState();
  server.use(...paymentHandlers(state));
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('payment accounts against the production backend', () => {
  it('creates an Oson config answered with text and finds its id', async () => {
    const { data } = await dataProvider.create('oson-configs', {
      data: {
        deviceName: 'Redmi',
        phone: '+998907654321',
        password: 'p',
        deviceId: 'd',
        apiUrl: 'https://core.oson.uz',
      },
    });
    expect(data).toMatchObject({ id: 2, deviceName: 'Redmi', primaryConfig: false });
    expect(data).not.toHaveProperty('password');
  });

  it('moves the primary flag with a text answer and re-reads it', async () => {
    state.configs.push({ id: 2, deviceName: 'Redmi', phone: '+2', primaryConfig: false });
    await dataProvider.setPrimaryOsonConfig(2);
    const { data } = await dataProvider.getList('oson-configs', all);
    expect(data.map((c) => [c.id, c.primaryConfig])).toEqual([
      [1, false],
      [2, true],
    ]);
  });

  it('passes the 400 text of deleting the primary on', async () => {
    await expect(
      dataProvider.delete('oson-configs', { id: 1, previousData: { id: 1, ...state.configs[0] } }),
    ).rejects.toMatchObject({ status: 400, message: 'Cannot delete primary Oson config' });
  });

  it('keeps no Oson secret from the cards list', async () => {
    const { data } = await dataProvider.getList('cards', all);
    expect(data[0].osonConfig).toEqual({ id: 1, deviceName: 'Samsung A54', primaryConfig: true });
    expect(JSON.stringify(data)).not.toMatch(/oson-pass|tok|dev-1/);
    expect(data[0].ownerName).toBe('');
  });

  it('edits a platform with a blank password and keeps the stored one (PUT replaces the record)', async () => {
    const { data } = await dataProvider.update('platforms', {
      id: 2,
      data: {
        name: 'Melbet RU 2',
        currency: 'RUB',
        apiKey: 'melbet-key',
        login: 'melbet',
        password: '',
        workplaceId: 'WP-2',
      },
      previousData: { id: 2 },
    });
    expect(state.platforms[0]).toMatchObject({
      name: 'Melbet RU 2',
      password: 'melbet-plain-password',
    });
    expect(data).not.toHaveProperty('password');
  });

  it('carries the card refusal {error} to the screen', async () => {
    await expect(
      dataProvider.delete('cards', { id: 5, previousData: { id: 5, ...state.cards[0] } }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Asosiy hisobdagi oxirgi kartani o‘chirib bo‘lmaydi',
    });
  });

  it('keeps no platform secret from the list and reads the key from the detail', async () => {
    const { data } = await dataProvider.getList('platforms', all);
    expect(JSON.stringify(data)).not.toMatch(/melbet-key|melbet-plain-password/);
    expect(await dataProvider.getPlatformApiKey(2)).toBe('melbet-key');
  });
});
