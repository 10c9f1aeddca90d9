// dataProvider for Oson configs, cards and platforms through the real httpClient (fake fetch),
// on our server (which keeps what a form does not own: mergedWrites) and on the bare production
// backend (whose whole-record writes the panel completes from a read just before).
import { describe, expect, it } from 'vitest';
import type { FakeAnswer, RecordedRequest } from '../fixtures/fakeFetch';
import { providerWith } from '../fixtures/providers';

type Answer = (request: RecordedRequest) => FakeAnswer;

/** Our server: GET /capabilities names mergedWrites; every other call answered by `answer`. */
const onOurServer = (answer: Answer) =>
  providerWith((request) =>
    request.url === '/api/capabilities' ? { body: { mergedWrites: true } } : answer(request),
  );

/** The bare production backend: no /capabilities (404). */
const onTheBackend = (answer: Answer) =>
  providerWith((request) =>
    request.url === '/api/capabilities' ? { status: 404, body: '' } : answer(request),
  );

/** The requests but the capabilities question, as [method, url]. */
const calls = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.url !== '/api/capabilities').map((r) => [r.method, r.url]);

const sent = (requests: RecordedRequest[], method = 'PUT') =>
  JSON.parse(requests.find((r) => r.method === method)!.body!) as Record<string, unknown>;

const listParams = (field = 'id') => ({
  pagination: { page: 1, perPage: 50 },
  sort: { field, order: 'ASC' as const },
  filter: {},
});

const fullConfig = {
  id: 3,
  deviceName: 'Redmi (Samarqand)',
  phone: '+998901112233',
  password: 'oson-secret',
  deviceId: 'dev-3',
  apiUrl: 'https://core.oson.uz',
  primaryConfig: true,
  apiKey: 'oson-api-key',
};

describe('oson-configs', () => {
  it('getList -> GET /api/oson/config without the password', async () => {
    const { dataProvider, requests } = providerWith(() => ({ body: [fullConfig] }));
    const { data } = await dataProvider.getList('oson-configs', listParams());
    expect(requests[0]).toMatchObject({ url: '/api/oson/config', method: 'GET' });
    expect(data).toEqual([
      {
        id: 3,
        deviceName: 'Redmi (Samarqand)',
        phone: '+998901112233',
        deviceId: 'dev-3',
        apiUrl: 'https://core.oson.uz',
        primaryConfig: true,
      },
    ]);
  });

  it('getOne -> GET /api/oson/config/{id} keeps neither the password nor the API key', async () => {
    const { dataProvider, requests } = providerWith(() => ({ body: fullConfig }));
    const { data } = await dataProvider.getOne('oson-configs', { id: 3 });
    expect(requests[0].url).toBe('/api/oson/config/3');
    expect(data).not.toHaveProperty('password');
    expect(JSON.stringify(data)).not.toMatch(/oson-secret|oson-api-key/);
  });

  it('create posts the four fields and apiUrl; a text answer is resolved by phone', async () => {
    const { dataProvider, requests } = providerWith((request) =>
      request.method === 'POST' ? { body: 'Config saved' } : { body: [{ ...fullConfig, id: 9 }] },
    );
    const { data } = await dataProvider.create('oson-configs', {
      data: {
        deviceName: ' Redmi (Samarqand) ',
        phone: '+998901112233',
        password: 'p',
        deviceId: 'dev-3',
        apiUrl: 'https://core.oson.uz',
      },
    });
    expect(requests[0]).toMatchObject({ url: '/api/oson/config', method: 'POST' });
    expect(JSON.parse(requests[0].body!)).toEqual({
      deviceName: 'Redmi (Samarqand)',
      phone: '+998901112233',
      password: 'p',
      deviceId: 'dev-3',
      apiUrl: 'https://core.oson.uz',
    });
    expect(data.id).toBe(9);
  });

  it("update on our server sends the form's fields, a blank password left out", async () => {
    const { dataProvider, requests } = onOurServer(() => ({ body: 'Updated' }));
    await dataProvider.update('oson-configs', {
      id: 3,
      data: { deviceName: 'New name', password: '' },
      previousData: { ...fullConfig },
    });
    expect(calls(requests)).toEqual([['PUT', '/api/oson/config/3']]);
    expect(sent(requests)).toEqual({
      id: 3,
      deviceName: 'New name',
      phone: '+998901112233',
      deviceId: 'dev-3',
    });
  });

  it('update on the backend sends the record read just before, the form over it', async () => {
    const { dataProvider, requests } = onTheBackend((request) =>
      request.method === 'GET'
        ? { body: fullConfig }
        : { body: 'Oson config updated successfully' },
    );
    const { data } = await dataProvider.update('oson-configs', {
      id: 3,
      data: { deviceName: 'New name', password: '' },
      previousData: { id: 3, deviceName: 'Redmi (Samarqand)' },
    });
    expect(calls(requests)).toEqual([
      ['GET', '/api/oson/config/3'],
      ['PUT', '/api/oson/config/3'],
    ]);
    // Its PUT saves the body as the whole record: the API key and password go back as stored.
    expect(sent(requests)).toEqual({ ...fullConfig, deviceName: 'New name' });
    expect(JSON.stringify(data)).not.toMatch(/oson-secret|oson-api-key/);
  });

  it('update on the backend sends a password typed in', async () => {
    const { dataProvider, requests } = onTheBackend((request) =>
      request.method === 'GET' ? { body: fullConfig } : { body: 'Updated' },
    );
    await dataProvider.update('oson-configs', {
      id: 3,
      data: { password: 'typed' },
      previousData: { id: 3 },
    });
    expect(sent(requests)).toMatchObject({ password: 'typed', apiKey: 'oson-api-key' });
  });

  it('setPrimaryOsonConfig -> PUT /api/oson/config/{id}/set-primary', async () => {
    const { dataProvider, requests } = providerWith(() => ({ body: 'Primary set' }));
    await dataProvider.setPrimaryOsonConfig(4);
    expect(requests[0]).toMatchObject({ url: '/api/oson/config/4/set-primary', method: 'PUT' });
  });

  it('passes the refusal to delete the primary on with its text', async () => {
    const { dataProvider } = providerWith(() => ({
      status: 400,
      body: 'Cannot delete primary Oson config',
    }));
    await expect(
      dataProvider.delete('oson-configs', { id: 3, previousData: fullConfig }),
    ).rejects.toMatchObject({ status: 400, message: 'Cannot delete primary Oson config' });
  });
});

describe('cards', () => {
  const productionCard = {
    id: 7,
    cardNumber: '9860123412341234',
    ownerName: null,
    paymentSystem: 'HUMO',
    balance: 1500000,
    osonConfig: fullConfig,
  };

  it('getList keeps only id, deviceName and primaryConfig of the embedded config', async () => {
    const { dataProvider, requests } = providerWith(() => ({ body: [productionCard] }));
    const { data } = await dataProvider.getList('cards', listParams());
    expect(requests[0]).toMatchObject({ url: '/api/admin/cards', method: 'GET' });
    expect(data[0]).toEqual({
      id: 7,
      cardNumber: '9860123412341234',
      ownerName: '',
      paymentSystem: 'HUMO',
      balance: 1500000,
      osonConfig: { id: 3, deviceName: 'Redmi (Samarqand)', primaryConfig: true },
    });
    expect(JSON.stringify(data)).not.toContain('oson-secret');
  });

  it('create -> POST /api/admin/cards/oson/{configId} with balance 0 and digits only', async () => {
    const { dataProvider, requests } = providerWith(() => ({ status: 201, body: productionCard }));
    await dataProvider.create('cards', {
      data: {
        cardNumber: '9860 1234 1234 1234',
        ownerName: ' Ali ',
        paymentSystem: 'UZCARD',
        osonConfigId: 3,
      },
    });
    expect(requests[0]).toMatchObject({ url: '/api/admin/cards/oson/3', method: 'POST' });
    expect(JSON.parse(requests[0].body!)).toEqual({
      cardNumber: '9860123412341234',
      ownerName: 'Ali',
      paymentSystem: 'UZCARD',
      balance: 0,
    });
  });

  const cardForm = {
    cardNumber: '9860123412341234',
    ownerName: 'Ali',
    paymentSystem: 'HUMO',
    balance: 1500000,
    osonConfigId: 4,
  };
  const storedCard = { ...productionCard, lastUsed: '2026-11-27T10:00:00.123456' };

  it('update on our server sends the form, the new account and the balance it saw', async () => {
    const { dataProvider, requests } = onOurServer(() => ({ body: productionCard }));
    await dataProvider.update('cards', {
      id: 7,
      data: { ...cardForm, balance: 5 },
      previousData: productionCard,
    });
    expect(calls(requests)).toEqual([['PUT', '/api/admin/cards/7']]);
    expect(sent(requests)).toEqual({
      cardNumber: '9860123412341234',
      ownerName: 'Ali',
      paymentSystem: 'HUMO',
      balance: 5,
      balanceSeen: 1500000,
      osonConfig: { id: 4 },
    });
  });

  it('update on the backend sends the card as read, its lastUsed kept, the form over it', async () => {
    const { dataProvider, requests } = onTheBackend((request) =>
      request.method === 'GET' ? { body: [storedCard] } : { body: productionCard },
    );
    await dataProvider.update('cards', { id: 7, data: cardForm, previousData: productionCard });
    expect(calls(requests)).toEqual([
      ['GET', '/api/admin/cards'],
      ['PUT', '/api/admin/cards/7'],
    ]);
    expect(sent(requests)).toEqual({
      id: 7,
      cardNumber: '9860123412341234',
      ownerName: 'Ali',
      paymentSystem: 'HUMO',
      balance: 1500000,
      lastUsed: '2026-11-27T10:00:00.123456',
      // By id only: the read's whole config, secrets included, stays here.
      osonConfig: { id: 4 },
    });
  });

  it('update on the backend keeps a balance the payment flow moved when the form left it', async () => {
    const moved = { ...storedCard, balance: 1400000 };
    const { dataProvider, requests } = onTheBackend((request) =>
      request.method === 'GET' ? { body: [moved] } : { body: moved },
    );
    await dataProvider.update('cards', { id: 7, data: cardForm, previousData: productionCard });
    expect(sent(requests)).toMatchObject({ ownerName: 'Ali', balance: 1400000 });
  });

  it('update on the backend refuses a changed balance over a moved one, sending nothing', async () => {
    const moved = { ...storedCard, balance: 1400000 };
    const { dataProvider, requests } = onTheBackend(() => ({ body: [moved] }));
    await expect(
      dataProvider.update('cards', {
        id: 7,
        data: { ...cardForm, balance: 2000000 },
        previousData: productionCard,
      }),
    ).rejects.toMatchObject({
      status: 409,
      body: { errors: { balance: 'app.cards.balanceMoved' } },
    });
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('update on our server puts its 409 for a moved balance on the balance field', async () => {
    const { dataProvider } = onOurServer(() => ({
      status: 409,
      body: { message: 'balance: it changed to 1 since the form was opened; nothing was saved' },
    }));
    await expect(
      dataProvider.update('cards', {
        id: 7,
        data: { ...cardForm, balance: 5 },
        previousData: productionCard,
      }),
    ).rejects.toMatchObject({
      status: 409,
      body: { errors: { balance: 'app.cards.balanceMoved' } },
    });
  });

  it('a delete refusal carries the server error field', async () => {
    const { dataProvider } = providerWith(() => ({
      status: 400,
      body: { error: 'Asosiy hisobning oxirgi kartasini o‘chirib bo‘lmaydi' },
    }));
    await expect(
      dataProvider.delete('cards', { id: 7, previousData: productionCard }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Asosiy hisobning oxirgi kartasini o‘chirib bo‘lmaydi',
    });
  });
});

describe('platforms', () => {
  const productionPlatform = {
    id: 2,
    name: 'Melbet RU',
    currency: 'RUB',
    apiKey: 'key-123',
    login: 'melbet-api',
    password: 'plain-password',
    workplaceId: 'WP-77',
  };

  it('getList never keeps apiKey or password, even when the server sends them', async () => {
    const { dataProvider } = providerWith(() => ({ body: [productionPlatform] }));
    const { data } = await dataProvider.getList('platforms', listParams('name'));
    expect(data).toEqual([
      { id: 2, name: 'Melbet RU', currency: 'RUB', login: 'melbet-api', workplaceId: 'WP-77' },
    ]);
  });

  it('getOne keeps the apiKey for the form but never the password', async () => {
    const { dataProvider } = providerWith(() => ({ body: productionPlatform }));
    const { data } = await dataProvider.getOne('platforms', { id: 2 });
    expect(data.apiKey).toBe('key-123');
    expect(data).not.toHaveProperty('password');
  });

  it('getPlatformApiKey reads the detail at call time and rejects a missing key', async () => {
    const { dataProvider, requests } = providerWith(() => ({ body: productionPlatform }));
    expect(await dataProvider.getPlatformApiKey(2)).toBe('key-123');
    expect(requests[0]).toMatchObject({ url: '/api/platforms/2', method: 'GET' });
    const empty = providerWith(() => ({ body: { ...productionPlatform, apiKey: null } }));
    await expect(empty.dataProvider.getPlatformApiKey(2)).rejects.toThrow(/API key not found/);
  });

  const formValues = {
    name: 'New',
    currency: 'UZS',
    apiKey: 'k',
    login: 'l',
    password: '',
    workplaceId: 'w',
  };

  it('update on our server with a blank password leaves it out, reading nothing', async () => {
    const { dataProvider, requests } = onOurServer(() => ({ body: 'OK' }));
    await dataProvider.update('platforms', { id: 2, data: formValues, previousData: { id: 2 } });
    expect(calls(requests)).toEqual([['PUT', '/api/platforms/2']]);
    expect(sent(requests)).not.toHaveProperty('password');
  });

  it('update on the backend sends the detail read just before, the form over it', async () => {
    const later = { ...productionPlatform, secret: 'platform-secret', type: 'mostbet' };
    const { dataProvider, requests } = onTheBackend((request) =>
      request.method === 'GET' ? { body: later } : { body: 'OK' },
    );
    const { data } = await dataProvider.update('platforms', {
      id: 2,
      data: formValues,
      previousData: { id: 2 },
    });
    expect(calls(requests)).toEqual([
      ['GET', '/api/platforms/2'],
      ['PUT', '/api/platforms/2'],
    ]);
    // Its PUT requires every field: the stored password, secret and type go back as they are.
    expect(sent(requests)).toEqual({
      name: 'New',
      currency: 'UZS',
      apiKey: 'k',
      login: 'l',
      workplaceId: 'w',
      password: 'plain-password',
      secret: 'platform-secret',
      type: 'mostbet',
    });
    // The answer handed to react-admin (and so to the page) carries no password.
    expect(data).not.toHaveProperty('password');
  });

  it('update with a typed password sends it', async () => {
    const { dataProvider, requests } = onTheBackend((request) =>
      request.method === 'GET' ? { body: productionPlatform } : { body: 'OK' },
    );
    await dataProvider.update('platforms', {
      id: 2,
      data: { ...formValues, password: 'changed' },
      previousData: { id: 2 },
    });
    expect(sent(requests).password).toBe('changed');
  });
});
