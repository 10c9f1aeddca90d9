import { describe, expect, it } from 'vitest';
import { providerWith, TEST_TOKEN } from '../fixtures/providers';

const listParams = {
  pagination: { page: 1, perPage: 25 },
  sort: { field: 'chatId', order: 'ASC' as const },
  filter: {},
};

describe('dataProvider: admins', () => {
  it('getList -> GET /api/admin/chats with the Basic header, ids = chatIds, sorted', async () => {
    const { dataProvider, requests } = providerWith(() => ({
      body: [
        { chatId: 900, receiveNotifications: false },
        { chatId: -100123, receiveNotifications: true },
      ],
    }));
    const result = await dataProvider.getList('admins', listParams);
    expect(requests).toEqual([
      {
        url: '/api/admin/chats',
        method: 'GET',
        headers: {
          accept: 'application/json, text/plain, */*',
          authorization: `Basic ${TEST_TOKEN}`,
        },
        body: undefined,
      },
    ]);
    expect(result).toEqual({
      data: [
        { id: -100123, chatId: -100123, receiveNotifications: true },
        { id: 900, chatId: 900, receiveNotifications: false },
      ],
      total: 2,
    });
  });

  it('create -> POST /api/admin/chats?chatId=…, also when the answer is plain text', async () => {
    const { dataProvider, requests } = providerWith(() => ({ body: "Admin qo'shildi" }));
    const result = await dataProvider.create('admins', { data: { chatId: ' 12345 ' } });
    expect(requests[0].url).toBe('/api/admin/chats?chatId=12345');
    expect(requests[0].method).toBe('POST');
    expect(requests[0].body).toBeUndefined();
    expect(result.data).toEqual({ id: 12345, chatId: 12345, receiveNotifications: true });
  });

  it('create uses the record when the server answers one', async () => {
    const { dataProvider } = providerWith(() => ({
      status: 201,
      body: { chatId: 7, receiveNotifications: false },
    }));
    const result = await dataProvider.create('admins', { data: { chatId: '7' } });
    expect(result.data).toEqual({ id: 7, chatId: 7, receiveNotifications: false });
  });

  it('update -> PUT /api/admin/chats/{id}?enable=false', async () => {
    const { dataProvider, requests } = providerWith(() => ({ body: 'Yangilandi' }));
    const result = await dataProvider.update('admins', {
      id: 55,
      data: { receiveNotifications: false },
      previousData: { id: 55, chatId: 55, receiveNotifications: true },
    });
    expect(requests[0]).toMatchObject({ url: '/api/admin/chats/55?enable=false', method: 'PUT' });
    expect(result.data).toEqual({ id: 55, chatId: 55, receiveNotifications: false });
  });

  it('delete -> DELETE /api/admin/chats/{id}, with an empty 204 answer', async () => {
    const { dataProvider, requests } = providerWith(() => ({ status: 204 }));
    const previousData = { id: 55, chatId: 55, receiveNotifications: true };
    const result = await dataProvider.delete('admins', { id: 55, previousData });
    expect(requests[0]).toMatchObject({ url: '/api/admin/chats/55', method: 'DELETE' });
    expect(result.data).toEqual(previousData);
  });

  it('passes a server error on with its status and message', async () => {
    const { dataProvider } = providerWith(() => ({
      status: 409,
      body: { message: 'Admin already exists' },
    }));
    await expect(dataProvider.create('admins', { data: { chatId: '1' } })).rejects.toMatchObject({
      status: 409,
      message: 'Admin already exists',
    });
  });
});

describe('dataProvider: features', () => {
  it('getFeatures -> GET /api/features, keeping only the three flags', async () => {
    const { dataProvider, requests } = providerWith(() => ({
      body: {
        id: 9,
        topUpEnabled: true,
        withdrawEnabled: false,
        bonusEnabled: true,
        createdAt: 'x',
      },
    }));
    expect(await dataProvider.getFeatures()).toEqual({
      topUpEnabled: true,
      withdrawEnabled: false,
      bonusEnabled: true,
    });
    expect(requests[0].url).toBe('/api/features');
  });

  it('toggleFeature -> POST /api/features/toggle/{name}?enabled=…, answering text as is', async () => {
    const { dataProvider, requests } = providerWith(() => ({ body: "Pul yechish o'chirildi" }));
    expect(await dataProvider.toggleFeature('withdraw', false)).toBe("Pul yechish o'chirildi");
    expect(requests[0]).toMatchObject({
      url: '/api/features/toggle/withdraw?enabled=false',
      method: 'POST',
    });
  });
});

describe('dataProvider: unknown resources', () => {
  it('rejects clearly', async () => {
    const { dataProvider } = providerWith(() => ({ body: [] }));
    await expect(dataProvider.getList('nope', listParams)).rejects.toThrow(
      /does not support getList/,
    );
  });
});
