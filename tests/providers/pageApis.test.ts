// Lottery, currency, broadcast and Humo calls through the real httpClient, including the
// production backend's answers (404 with an empty body, bare objects, Humo's 500 text).
import { describe, expect, it } from 'vitest';
import { providerWith } from '../fixtures/providers';

const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('lottery', () => {
  it('lists, adds and deletes prizes', async () => {
    const { dataProvider, requests } = providerWith((request) =>
      request.method === 'GET'
        ? { body: [{ id: 1, amount: 50000, numberOfPrize: 3 }] }
        : {
            status: request.method === 'POST' ? 201 : 204,
            body: request.method === 'POST' ? {} : undefined,
          },
    );
    expect(await dataProvider.getPrizes()).toEqual([{ id: 1, amount: 50000, numberOfPrize: 3 }]);
    await dataProvider.addPrize({ amount: 10000, numberOfPrize: 2 });
    await dataProvider.deletePrize(1);
    expect(requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['GET', '/api/lottery/prizes', undefined],
      ['POST', '/api/lottery/prizes', '{"amount":10000,"numberOfPrize":2}'],
      ['DELETE', '/api/lottery/prizes/1', undefined],
    ]);
  });

  it('reads a balance and reports the production 404 with an empty body', async () => {
    const found = providerWith(() => ({ body: { chatId: 77, tickets: 2, balance: 15000 } }));
    expect(await found.dataProvider.getLotteryBalance(' 77 ')).toEqual({
      chatId: 77,
      tickets: 2,
      balance: 15000,
    });
    expect(found.requests[0].url).toBe('/api/lottery/balance/77');
    const missing = providerWith(() => ({ status: 404 }));
    await expect(missing.dataProvider.getLotteryBalance(78)).rejects.toMatchObject({ status: 404 });
  });

  it('adds tickets with ?amount and answers the new balance', async () => {
    const { dataProvider, requests } = providerWith(() => ({
      body: { chatId: 77, tickets: 5, balance: 0 },
    }));
    expect(await dataProvider.addTickets(77, 3)).toEqual({ chatId: 77, tickets: 5, balance: 0 });
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/lottery/tickets/77?amount=3' });
  });

  it('deletes tickets and resets a balance', async () => {
    const { dataProvider, requests } = providerWith(() => ({ status: 204 }));
    await dataProvider.deleteTickets(77);
    await dataProvider.resetLotteryBalance(77);
    expect(requests.map((r) => [r.method, r.url])).toEqual([
      ['DELETE', '/api/lottery/tickets/77'],
      ['DELETE', '/api/lottery/balance/77'],
    ]);
  });

  it('awards random users with query parameters and reads the winners', async () => {
    const { dataProvider, requests } = providerWith(() => ({ body: { winners: [5, 9] } }));
    expect(
      await dataProvider.awardRandomUsers({ totalUsers: 100, randomUsers: 2, amount: 50000 }),
    ).toEqual([5, 9]);
    expect(requests[0].method).toBe('POST');
    expect(query(requests[0].url)).toEqual({
      totalUsers: '100',
      randomUsers: '2',
      amount: '50000',
    });
    const textAnswer = providerWith(() => ({ body: 'Mukofot tarqatildi' }));
    expect(
      await textAnswer.dataProvider.awardRandomUsers({ totalUsers: 1, randomUsers: 1, amount: 1 }),
    ).toEqual([]);
  });
});

describe('currency', () => {
  it('reads the latest rates and posts an update', async () => {
    const { dataProvider, requests } = providerWith((request) =>
      request.method === 'GET'
        ? { body: { id: 3, uzsToRub: 7.12, rubToUzs: 140.5, createdAt: '2025-09-21T10:00:00' } }
        : { body: 'OK' },
    );
    expect(await dataProvider.getLatestRates()).toEqual({
      uzsToRub: 7.12,
      rubToUzs: 140.5,
      createdAt: '2025-09-21T10:00:00',
    });
    await dataProvider.updateRates({ uzsToRub: 7.2, rubToUzs: 139 });
    expect(requests[1]).toMatchObject({
      method: 'POST',
      url: '/api/exchange-rates/update',
      body: '{"uzsToRub":7.2,"rubToUzs":139}',
    });
  });

  it('passes the 404 of "no rate yet" on', async () => {
    const { dataProvider } = providerWith(() => ({ status: 404 }));
    await expect(dataProvider.getLatestRates()).rejects.toMatchObject({ status: 404 });
  });
});

describe('broadcast', () => {
  it('posts the message with a null schedule for "now"', async () => {
    const { dataProvider, requests } = providerWith(() => ({ status: 202, body: { id: 1 } }));
    await dataProvider.sendBroadcast({
      messageText: '<b>Salom</b>',
      buttonText: null,
      buttonUrl: null,
      scheduledTime: null,
    });
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/broadcast/send' });
    expect(JSON.parse(requests[0].body!)).toEqual({
      messageText: '<b>Salom</b>',
      buttonText: null,
      buttonUrl: null,
      scheduledTime: null,
    });
  });
});

describe('humo', () => {
  it('reads next and hint from the smscode answer', async () => {
    const { dataProvider, requests } = providerWith(() => ({
      body: { message: 'Parol kerak', hint: 'mushuk', next: 'POST /twostep' },
    }));
    expect(await dataProvider.humoSmsCode('+998901234567', '12345')).toEqual({
      message: 'Parol kerak',
      hint: 'mushuk',
      next: 'POST /twostep',
    });
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/humo/smscode' });
    expect(JSON.parse(requests[0].body!)).toEqual({ phone: '+998901234567', code: '12345' });
  });

  it('lists active accounts with photos and deletes by phone', async () => {
    const { dataProvider, requests } = providerWith((request) =>
      request.method === 'GET'
        ? {
            body: [
              {
                id: 1,
                name: 'Ali',
                username: 'ali',
                phone: '+998',
                status: 'ACTIVE',
                profilePicture: '/9j/4A',
              },
              {
                id: 2,
                name: 'Vali',
                username: null,
                phone: '+999',
                status: 'ACTIVE',
                profilePicture: null,
              },
            ],
          }
        : { body: { message: "O'chirildi" } },
    );
    const accounts = await dataProvider.humoActiveAccounts();
    expect(requests[0].url).toBe('/api/humo/active?include_photo=true');
    expect(accounts[0]).toEqual({
      id: '1',
      name: 'Ali',
      username: 'ali',
      phone: '+998',
      status: 'ACTIVE',
      profilePicture: '/9j/4A',
    });
    expect(accounts[1]).toMatchObject({ username: '', profilePicture: null });
    await dataProvider.humoDeleteAccount('+998');
    expect(requests[1]).toMatchObject({ method: 'DELETE', url: '/api/humo/delete?phone=%2B998' });
  });

  it("surfaces the production backend's 500 text", async () => {
    const { dataProvider } = providerWith(() => ({
      status: 500,
      body: 'Failed to forward request',
    }));
    await expect(dataProvider.humoNewNumber('+998901234567')).rejects.toMatchObject({
      status: 500,
      message: 'Failed to forward request',
    });
  });
});
