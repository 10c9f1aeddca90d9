// Builders shared by the Oson config, card and platform route tests: valid request bodies
// (override one field to break it) and a small authenticated `inject` wrapper.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type Call = (
  method: Method,
  url: string,
  payload?: unknown,
) => Promise<LightMyRequestResponse>;

/** `call(method, url, body?)` with the test account's Basic header. */
export function authedCall(app: FastifyInstance, auth: string): Call {
  return (method, url, payload) =>
    app.inject({
      method,
      url,
      headers: { authorization: auth },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

export const osonConfigBody = (n = 1, overrides: Record<string, unknown> = {}) => ({
  deviceName: `Samsung A5${n} (Toshkent)`,
  phone: `+99890123456${n}`,
  password: `secret-${n}`,
  deviceId: `device-${n}`,
  ...overrides,
});

export const cardBody = (overrides: Record<string, unknown> = {}) => ({
  cardNumber: '8600312998765438',
  ownerName: 'DILNOZA YUSUPOVA',
  paymentSystem: 'UZCARD',
  balance: 12_500_000,
  ...overrides,
});

/** An edit form's body for a card made with cardBody(): it was opened at that balance. */
export const cardEdit = (overrides: Record<string, unknown> = {}) =>
  cardBody({ balanceSeen: 12_500_000, ...overrides });

export const platformBody = (overrides: Record<string, unknown> = {}) => ({
  name: '1xBet UZ',
  currency: 'UZS',
  apiKey: 'xb_live_7f3a9c2e5d8b4a61',
  login: 'paybot_uz',
  password: 'Xb!uz-2024',
  workplaceId: '48213',
  ...overrides,
});

/** Creates an Oson config through the API and answers its id. */
export async function createOsonConfig(call: Call, n = 1): Promise<number> {
  const response = await call('POST', '/api/oson/config', osonConfigBody(n));
  if (response.statusCode !== 201) throw new Error(`setup failed: ${response.body}`);
  return response.json<{ id: number }>().id;
}

/** Ids of the configs the list marks primary: exactly one whenever any exist. */
export async function primaryOsonConfigIds(call: Call): Promise<number[]> {
  const list = (await call('GET', '/api/oson/config')).json<
    Array<{ id: number; primaryConfig: boolean }>
  >();
  return list.filter((config) => config.primaryConfig).map((config) => config.id);
}
