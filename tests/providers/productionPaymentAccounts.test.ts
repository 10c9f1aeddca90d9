// The payment-account providers through real fetch against the backend double, which answers as
// the production backend does (API-NOTES A2): text answers to Oson writes labelled JSON, full Oson
// configs (secrets included) inside cards, platform secrets in the list, whole-record PUTs.
import { describe, expect, it } from 'vitest';
import {
  BACKEND_ACCOUNT,
  backendAuthorization,
  providersAgainstTheBackend,
} from '../fixtures/backendDoubleProviders';
import { SECRET_CANARIES, API_KEY_CANARIES } from '../../tools/backendDouble';

const { dataProvider, double } = providersAgainstTheBackend(() =>
  backendAuthorization(BACKEND_ACCOUNT.username, BACKEND_ACCOUNT.password),
);
const all = {
  pagination: { page: 1, perPage: 100 },
  sort: { field: 'id', order: 'ASC' as const },
  filter: {},
};
const stored = (list: 'osonConfigs' | 'cards' | 'platforms', id: number) =>
  double().state[list].find((row) => row.id === id)!;

describe('payment accounts against the production backend', () => {
  it('creates an Oson config answered with text labelled JSON, and finds its id', async () => {
    const { data } = await dataProvider.create('oson-configs', {
      data: {
        deviceName: 'Redmi',
        phone: '+998907654300',
        password: 'p',
        deviceId: 'd',
        apiUrl: 'https://core.oson.uz',
      },
    });
    expect(data).toMatchObject({ id: 2000, deviceName: 'Redmi', primaryConfig: false });
    expect(data).not.toHaveProperty('password');
  });

  it('edits an Oson config: the API key and password it never held stay as stored', async () => {
    const before = { ...stored('osonConfigs', 2) };
    const { data: record } = await dataProvider.getOne('oson-configs', { id: 2 });
    await dataProvider.update('oson-configs', {
      id: 2,
      data: { deviceName: 'Redmi Note 13', phone: before.phone, password: '', deviceId: 'dev-2' },
      previousData: record,
    });
    expect(stored('osonConfigs', 2)).toEqual({ ...before, deviceName: 'Redmi Note 13' });
    expect(JSON.stringify(record)).not.toMatch(/CANARY/);
  });

  it('moves the primary flag with a text answer and re-reads it', async () => {
    await dataProvider.setPrimaryOsonConfig(2);
    const { data } = await dataProvider.getList('oson-configs', all);
    expect(data.map((c) => [c.id, c.primaryConfig])).toEqual([
      [1, false],
      [2, true],
    ]);
  });

  it('passes the 400 text of deleting the primary on', async () => {
    await expect(
      dataProvider.delete('oson-configs', { id: 1, previousData: { id: 1 } }),
    ).rejects.toMatchObject({ status: 400, message: 'Cannot delete primary Oson config' });
  });

  it('keeps no Oson secret from the cards list', async () => {
    const { data } = await dataProvider.getList('cards', all);
    expect(data[0].osonConfig).toEqual({ id: 1, deviceName: 'Samsung A54', primaryConfig: true });
    expect(JSON.stringify(data)).not.toMatch(/CANARY|dev-1/);
    expect(data[0].ownerName).toBe('');
  });

  it('edits a card: its lastUsed kept, a balance the payment flow moved meanwhile kept', async () => {
    const {
      data: [card],
    } = await dataProvider.getList('cards', all);
    const lastUsed = stored('cards', 5).lastUsed;
    // A payment goes through while the form is open.
    stored('cards', 5).balance = 2_400_000;
    await dataProvider.update('cards', {
      id: 5,
      data: {
        cardNumber: card.cardNumber,
        ownerName: 'Ali',
        paymentSystem: 'HUMO',
        balance: card.balance,
      },
      previousData: card,
    });
    expect(stored('cards', 5)).toMatchObject({ ownerName: 'Ali', balance: 2_400_000, lastUsed });
  });

  it('edits a platform with a blank password and keeps the stored one (PUT replaces the record)', async () => {
    const { data } = await dataProvider.update('platforms', {
      id: 2,
      data: {
        name: 'Melbet RU 2',
        currency: 'RUB',
        apiKey: API_KEY_CANARIES[1],
        login: 'melbet',
        password: '',
        workplaceId: 'WP-2',
      },
      previousData: { id: 2 },
    });
    expect(stored('platforms', 2)).toMatchObject({
      name: 'Melbet RU 2',
      password: SECRET_CANARIES[1],
    });
    expect(data).not.toHaveProperty('password');
  });

  it('carries the card refusal {error} to the screen', async () => {
    await expect(
      dataProvider.delete('cards', { id: 5, previousData: { id: 5 } }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Cannot delete the last card of the primary OsonConfig',
    });
  });

  it('keeps no platform secret from the list and reads the key from the detail', async () => {
    const { data } = await dataProvider.getList('platforms', all);
    expect(JSON.stringify(data)).not.toMatch(/CANARY/);
    expect(await dataProvider.getPlatformApiKey(2)).toBe(API_KEY_CANARIES[1]);
  });
});
