// The backend double answers as the backend's controllers do (../shared/API-NOTES.md A and A2),
// never more politely: a String answer labelled with the request's Accept, every stored field,
// whole-record PUTs that null what they leave out, entity-bound POSTs that an id makes overwrite a
// record, and a 500 for what the backend's database or code refuses.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  BACKEND_ACCOUNT,
  HUMO_HELPER,
  SECRET_CANARIES,
  startBackendDouble,
  textContentType,
} from '../../tools/backendDouble.ts';
import type { BackendDouble } from '../../tools/backendDouble.ts';
import { freshState } from '../../tools/backendDoubleData.ts';

const AUTH = `Basic ${Buffer.from(`${BACKEND_ACCOUNT.username}:${BACKEND_ACCOUNT.password}`).toString('base64')}`;
const BROWSER_ACCEPT = 'application/json, text/plain, */*';

let double: BackendDouble;
beforeAll(async () => {
  double = await startBackendDouble(new Date(), { platformSecrets: true });
});
afterAll(() => double.stop());
beforeEach(() => {
  Object.assign(double.state, freshState(new Date(), { platformSecrets: true }));
});

async function call(
  method: string,
  path: string,
  body?: unknown,
  accept = BROWSER_ACCEPT,
): Promise<{ status: number; type: string | null; text: string }> {
  const response = await fetch(`${double.apiUrl}${path}`, {
    method,
    headers: {
      authorization: AUTH,
      accept,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    text: await response.text(),
  };
}

/** `record` without `keys`: a body that leaves them out. */
function without(record: Record<string, unknown>, ...keys: string[]) {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));
}

const osonConfig = (id: number) => double.state.osonConfigs.find((c) => c.id === id)!;
const card = (id: number) => double.state.cards.find((c) => c.id === id)!;

describe("the double's labels", () => {
  it.each([
    [BROWSER_ACCEPT, 'application/json'],
    ['text/plain, application/json', 'text/plain;charset=UTF-8'],
    ['*/*', 'text/plain;charset=UTF-8'],
    ['', 'text/plain;charset=UTF-8'],
    ['text/plain;q=0.5, application/json', 'application/json'],
  ])('labels a String answer to Accept %j as %s', (accept, type) => {
    expect(textContentType(accept)).toBe(type);
  });

  it('answers a feature switch with text labelled JSON to a browser', async () => {
    const answer = await call('POST', '/features/toggle/bonus?enabled=true');
    expect(answer).toEqual({ status: 200, type: 'application/json', text: 'Bonus yoqildi' });
    expect(() => JSON.parse(answer.text)).toThrow();
  });

  it('answers an object as JSON whatever the Accept', async () => {
    const answer = await call('GET', '/features', undefined, 'text/plain, application/json');
    expect(answer.type).toBe('application/json');
    expect(JSON.parse(answer.text)).toMatchObject({ bonusEnabled: false });
  });
});

describe('every field the backend stores', () => {
  it("keeps the Oson config's API key, the card's last use, the platform's secret", async () => {
    const configs = JSON.parse((await call('GET', '/oson/config')).text);
    expect(configs[0]).toMatchObject({ apiKey: SECRET_CANARIES[4] });
    const cards = JSON.parse((await call('GET', '/admin/cards')).text);
    expect(cards[0].lastUsed).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+$/);
    expect(cards[0].osonConfig).toMatchObject({ apiKey: SECRET_CANARIES[4] });
    const platforms = JSON.parse((await call('GET', '/platforms')).text);
    expect(platforms[0]).toMatchObject({ secret: SECRET_CANARIES[6], type: 'common' });
  });
});

describe('whole-record writes', () => {
  it('PUT /oson/config/{id} saves the body as the record: the API key left out is null', async () => {
    const answer = await call('PUT', '/oson/config/1', {
      ...without(osonConfig(1), 'apiKey'),
      deviceName: 'Samsung A55',
    });
    expect(answer).toMatchObject({ status: 200, text: 'Oson config updated successfully' });
    expect(osonConfig(1)).toMatchObject({ deviceName: 'Samsung A55', apiKey: null });
  });

  it('PUT /oson/config/{id} without primaryConfig leaves no primary', async () => {
    await call('PUT', '/oson/config/1', without(osonConfig(1), 'primaryConfig'));
    expect(double.state.osonConfigs.some((c) => c.primaryConfig)).toBe(false);
  });

  it('PUT /oson/config/{id} wants the id in the body', async () => {
    const answer = await call('PUT', '/oson/config/1', { phone: '+998901234567' });
    expect(answer).toMatchObject({ status: 400, text: 'Invalid or missing ID' });
  });

  it('PUT /admin/cards/{id} copies balance and lastUsed from the body, never paymentSystem', async () => {
    const answer = await call('PUT', '/admin/cards/5', {
      cardNumber: '9860123412345678',
      ownerName: 'Ali',
      paymentSystem: 'UZCARD',
      balance: 100,
    });
    expect(answer.status).toBe(200);
    expect(card(5)).toMatchObject({
      ownerName: 'Ali',
      balance: 100,
      lastUsed: null,
      paymentSystem: 'HUMO',
    });
  });

  it('PUT /admin/cards/{id} with a null balance is a 500 (NOT NULL)', async () => {
    const answer = await call('PUT', '/admin/cards/5', {
      cardNumber: '9860123412345678',
      balance: null,
    });
    expect(answer.status).toBe(500);
    expect(JSON.parse(answer.text)).toMatchObject({ error: 'Internal Server Error' });
  });

  it('PUT /platforms/{id} requires every field, the later secret too', async () => {
    const answer = await call('PUT', '/platforms/1', without(double.state.platforms[0], 'secret'));
    expect(answer.status).toBe(500);
  });
});

describe('entity-bound creates', () => {
  it('POST /oson/config with the id of an existing config overwrites it', async () => {
    const answer = await call('POST', '/oson/config', {
      id: 2,
      phone: '+998900000000',
      deviceName: 'Intruder',
    });
    expect(answer.text).toBe('Oson config saved successfully');
    expect(double.state.osonConfigs).toHaveLength(2);
    expect(osonConfig(2)).toMatchObject({ deviceName: 'Intruder', password: null, apiKey: null });
  });

  it('POST /admin/cards/oson/{id} with the id of an existing card overwrites it', async () => {
    await call('POST', '/admin/cards/oson/1', {
      id: 6,
      cardNumber: '8600000000000000',
      paymentSystem: 'HUMO',
    });
    expect(double.state.cards).toHaveLength(2);
    expect(card(6)).toMatchObject({ cardNumber: '8600000000000000', balance: 0, osonConfigId: 1 });
  });

  it('POST /lottery/prizes with the id of an existing prize overwrites it', async () => {
    await call('POST', '/lottery/prizes', { id: 1, amount: 5, numberOfPrize: 9 });
    expect(double.state.prizes).toContainEqual({ id: 1, amount: 5, numberOfPrize: 9 });
  });
});

describe("the backend's 500s for a client's mistakes", () => {
  it.each([
    ['a duplicate platform name', 'POST', '/platforms', 'name'],
    ['a duplicate Oson phone', 'POST', '/oson/config', 'phone'],
    ['an unknown status', 'GET', '/transactions?status=LOST', undefined],
    ['a missing platform', 'GET', '/platforms/99', undefined],
    ['a Humo step the helper refuses', 'POST', '/humo/smscode', 'code'],
    ['an empty status', 'GET', '/transactions?status=', undefined],
    ['a wrong two-step password', 'POST', '/humo/twostep', 'password'],
  ])('%s', async (_name, method, path, field) => {
    const bodies: Record<string, unknown> = {
      name: { ...double.state.platforms[0], id: undefined, workplaceId: 'WP-9', apiKey: 'k9' },
      phone: { phone: double.state.osonConfigs[0].phone, deviceName: 'x' },
      code: { phone: '+998901234567', code: '99999' },
      password: { phone: '+998901234567', password: 'not-the-password' },
    };
    const answer = await call(method, path, field ? bodies[field] : undefined);
    expect(answer.status).toBe(500);
    // The Humo helper's every refusal: the backend's text (API-NOTES A).
    if (path.startsWith('/humo/')) expect(answer.text).toBe('Failed to forward request');
  });

  it("accepts the helper's two-step password", async () => {
    const answer = await call('POST', '/humo/twostep', {
      phone: '+998901234567',
      password: HUMO_HELPER.password,
    });
    expect(answer.status).toBe(200);
  });
});

describe("the backend's own flows, which a test runs beside a call", () => {
  it('applies a change made before the call, and one whose save lands after it', async () => {
    double.concurrently = (request, state) => {
      if (request.method !== 'PUT') return undefined;
      const index = state.cards.findIndex((row) => row.id === 5);
      // The payment flow read the card before the PUT, and saves its copy after it.
      const loaded = { ...state.cards[index], balance: Number(state.cards[index].balance) + 1000 };
      return () => {
        state.cards[index] = loaded;
      };
    };
    try {
      const sent = { ...without(card(5), 'osonConfigId'), ownerName: 'Ali' };
      expect((await call('PUT', '/admin/cards/5', sent)).status).toBe(200);
    } finally {
      double.concurrently = undefined;
    }
    // The flow's save of the copy it read: the PUT's owner is gone, the moved balance is there.
    expect(card(5)).toMatchObject({ ownerName: null, balance: 2_501_000 });
  });
});

describe('the routes the backend leaves open', () => {
  it('answers the login history, the sign-in event and a lottery balance without credentials', async () => {
    for (const [method, path, body] of [
      ['GET', '/admin/login', undefined],
      ['POST', '/admin/login-info', { username: 'x' }],
      ['GET', '/lottery/balance/700001', undefined],
    ] as const) {
      const response = await fetch(`${double.apiUrl}${path}`, {
        method,
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
      expect(response.status, path).toBe(200);
    }
    const refused = await fetch(`${double.apiUrl}/features`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBeNull();
  });
});
