// dataProvider for Oson configs, cards and platforms through the real httpClient (fake fetch).
import { describe, expect, it } from 'vitest';
import { providerWith } from '../fixtures/providers';

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
  token: 'session-token',
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

  it('getOne -> GET /api/oson/config/{id} with the password for the form', async () => {
    const { dataProvider, requests } = providerWith(() => ({ body: fullConfig }));
    const { data } = await dataProvider.getOne('oson-configs', { id: 3 });
    expect(requests[0].url).toBe('/api/oson/config/3');
    expect(data.password).toBe('oson-secret');
    expect(data).not.toHaveProperty('token');
  });

  it('getOne without a password (the gateway keeps it) has none, and update sends it blank', async () => {
    const kept: Record<string, unknown> = { ...fullConfig };
    delete kept.password;
    const { dataProvider, requests } = providerWith((request) =>
      request.method === 'PUT' ? { body: 'Oson config updated' } : { body: kept },
    );
    const { data } = await dataProvider.getOne('oson-configs', { id: 3 });
    expect(data).not.toHaveProperty('password');
    await dataProvider.update('oson-configs', {
      id: 3,
      data: { deviceName: 'Renamed', password: '' },
      previousData: data,
    });
    // The gateway fills a blank password in from the stored record.
    expect(JSON.parse(String(requests[1].body))).toMatchObject({
      id: 3,
      deviceName: 'Renamed',
      password: '',
    });
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

  it('update PUTs the whole record with the id in the body', async () => {
    const { dataProvider, requests } = providerWith(() => ({ body: 'Updated' }));
    const previousData = { ...fullConfig };
    await dataProvider.update('oson-configs', {
      id: 3,
      data: { deviceName: 'New name' },
      previousData,
    });
    expect(requests[0]).toMatchObject({ url: '/api/oson/config/3', method: 'PUT' });
    expect(JSON.parse(requests[0].body!)).toEqual({
      id: 3,
      deviceName: 'New name',
      phone: '+998901112233',
      password: 'oson-secret',
      deviceId: 'dev-3',
      apiUrl: 'https://core.oson.uz',
      primaryConfig: true,
    });
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

  it('update -> PUT /api/admin/cards/{id} with the (new) account', async () => {
    const { dataProvider, requests } = providerWith(() => ({ body: productionCard }));
    await dataProvider.update('cards', {
      id: 7,
      data: {
        cardNumber: '9860123412341234',
        ownerName: 'Ali',
        paymentSystem: 'HUMO',
        balance: 5,
        osonConfigId: 4,
      },
      previousData: productionCard,
    });
    expect(requests[0]).toMatchObject({ url: '/api/admin/cards/7', method: 'PUT' });
    expect(JSON.parse(requests[0].body!)).toEqual({
      cardNumber: '9860123412341234',
      ownerName: 'Ali',
      paymentSystem: 'HUMO',
      balance: 5,
      osonConfig: { id: 4 },
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

  it('update with a blank password: reads the detail, and leaves the password out when the detail has none (our server keeps it)', async () => {
    const { dataProvider, requests } = providerWith((request) =>
      request.method === 'GET'
        ? { body: { ...productionPlatform, password: undefined } }
        : { body: 'OK' },
    );
    await dataProvider.update('platforms', { id: 2, data: formValues, previousData: { id: 2 } });
    expect(requests.map((r) => [r.method, r.url])).toEqual([
      ['GET', '/api/platforms/2'],
      ['PUT', '/api/platforms/2'],
    ]);
    expect(JSON.parse(requests[1].body!)).not.toHaveProperty('password');
  });

  it('update with a blank password sends back the stored one when the detail has it (production replaces the whole record)', async () => {
    const { dataProvider, requests } = providerWith((request) =>
      request.method === 'GET' ? { body: productionPlatform } : { body: 'OK' },
    );
    const { data } = await dataProvider.update('platforms', {
      id: 2,
      data: formValues,
      previousData: { id: 2 },
    });
    expect(JSON.parse(requests[1].body!)).toEqual({
      name: 'New',
      currency: 'UZS',
      apiKey: 'k',
      login: 'l',
      workplaceId: 'w',
      password: 'plain-password',
    });
    // The answer handed to react-admin (and so to the page) carries no password.
    expect(data).not.toHaveProperty('password');
  });

  it('update with a typed password sends it without reading the detail', async () => {
    const { dataProvider, requests } = providerWith(() => ({ body: 'OK' }));
    await dataProvider.update('platforms', {
      id: 2,
      data: { ...formValues, password: 'changed' },
      previousData: { id: 2 },
    });
    expect(requests.map((r) => r.method)).toEqual(['PUT']);
    expect(JSON.parse(requests[0].body!).password).toBe('changed');
  });
});
