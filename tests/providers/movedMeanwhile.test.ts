// The gateway's word that fields of a record moved while a save was under way
// (MOVED_MEANWHILE_HEADER, contract/movedValue.ts) reaches the screen with the saved record: each
// whole-record update (cards, Oson configs, platforms) hands it on, and a save without it says
// nothing of the kind.
import { describe, expect, it, vi } from 'vitest';
import { MOVED_MEANWHILE_HEADER } from '../../contract/movedValue';
import { NO_CAPABILITIES } from '../../src/providers/capabilities';
import type { HttpClient } from '../../src/providers/httpClient';
import { movedMeanwhileOf } from '../../src/providers/movedMeanwhile';
import { cardsResource } from '../../src/providers/resources/cards';
import { osonConfigsResource } from '../../src/providers/resources/osonConfigs';
import { platformsResource } from '../../src/providers/resources/platforms';

/** An HTTP client whose PUTs answer `record` with `headers`, as the gateway does. */
function client(record: object, headers: Record<string, string>): HttpClient {
  return vi.fn(async (_path: string, options: { method?: string } = {}) => ({
    status: 200,
    headers: new Headers(options.method === 'PUT' ? headers : {}),
    body: JSON.stringify(record),
    data: record,
  })) as unknown as HttpClient;
}

const context = (http: HttpClient) => ({
  http,
  serverTimeZone: () => 'UTC',
  capabilities: async () => ({ ...NO_CAPABILITIES, mergedWrites: true }),
});

const card = {
  id: 5,
  cardNumber: '9860123412345678',
  ownerName: 'Ali',
  paymentSystem: 'HUMO',
  balance: 2_650_000,
  osonConfig: { id: 1, deviceName: 'Samsung', primaryConfig: true },
};
const config = {
  id: 2,
  deviceName: 'Redmi',
  phone: '+998907654321',
  deviceId: 'dev-2',
  apiUrl: 'https://core.oson.uz',
  primaryConfig: false,
};
const platform = {
  id: 2,
  name: 'Melbet RU',
  currency: 'RUB',
  apiKey: 'k',
  login: 'melbet',
  workplaceId: 'WP-2',
};

const UPDATES = [
  [
    'a card',
    (http: HttpClient) =>
      cardsResource(context(http)).update!({ id: 5, data: card, previousData: card as never }),
    card,
  ],
  [
    'an Oson config',
    (http: HttpClient) =>
      osonConfigsResource(context(http)).update!({ id: 2, data: config, previousData: config }),
    config,
  ],
  [
    'a platform',
    (http: HttpClient) =>
      platformsResource(context(http)).update!({ id: 2, data: platform, previousData: undefined }),
    platform,
  ],
] as const;

describe.each(UPDATES)('saving %s', (_name, update, record) => {
  it('hands on the fields the gateway says moved meanwhile', async () => {
    const saved = await update(client(record, { [MOVED_MEANWHILE_HEADER]: 'balance, password' }));
    expect(saved.data).toMatchObject({ id: record.id });
    expect(movedMeanwhileOf(saved.data)).toEqual(['balance', 'password']);
  });

  it('hands on nothing when nothing moved', async () => {
    const saved = await update(client(record, {}));
    expect(movedMeanwhileOf(saved.data)).toEqual([]);
  });
});
