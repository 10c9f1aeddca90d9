// GET /api/users/{chatId}: one bot user's summary from the journal (the panel's user page): the
// whole answer, a 400 naming the field for a malformed chat id, a 404 for a chat with no
// transaction, the answer's lists capped, and the roles that read the journal let through.
import { describe, expect, it } from 'vitest';
import { ROLES, canDo } from '../../../contract/roles.ts';
import { ruleOf } from '../../../server/access/routeAccess.ts';
import { routeAccess } from '../../../server/app.ts';
import { basicAuth } from '../helpers.ts';
import { listSamplePerTest } from './journalFixture.ts';
import { addRows, journalRow } from './transactionFixtures.ts';

const sample = listSamplePerTest();
const { call } = sample;

// No chat of the list sample (transactionSamples.ts).
const PERSON = 7_700_100_200;

/** Three transactions of PERSON under two names, two platforms and two of their cards. */
function addPerson() {
  return addRows(sample.app.db, [
    journalRow({
      chatId: PERSON,
      fullName: 'Aziz Karimov',
      platformName: '1xBet UZ',
      cardNumber: '9860100612345676',
      amount: 100_000,
      status: 'APPROVED',
      type: 'TOP_UP',
      createdAt: '2025-03-01T06:00:00.000Z',
    }),
    journalRow({
      chatId: PERSON,
      fullName: 'Aziz Karimov',
      platformName: 'Melbet RU',
      cardNumber: '8600312998765438',
      amount: 250_000,
      status: 'FAILED',
      type: 'WITHDRAWAL',
      createdAt: '2025-03-05T06:00:00.000Z',
    }),
    journalRow({
      chatId: PERSON,
      fullName: 'AZIZ KARIMOV',
      platformName: '1xBet UZ',
      cardNumber: '9860100612345676',
      amount: 50_000,
      status: 'APPROVED',
      type: 'TOP_UP',
      createdAt: '2025-03-09T06:00:00.000Z',
    }),
  ]);
}

describe('GET /api/users/{chatId}', () => {
  it("answers the person's names, span, totals, platforms and cards", async () => {
    addPerson();
    const response = await call('GET', `/api/users/${PERSON}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      chatId: PERSON,
      names: [
        { fullName: 'AZIZ KARIMOV', lastAt: '2025-03-09T06:00:00.000Z' },
        { fullName: 'Aziz Karimov', lastAt: '2025-03-05T06:00:00.000Z' },
      ],
      firstAt: '2025-03-01T06:00:00.000Z',
      lastAt: '2025-03-09T06:00:00.000Z',
      totals: {
        byType: [
          { type: 'TOP_UP', count: 2, amount: 150_000 },
          { type: 'WITHDRAWAL', count: 1, amount: 250_000 },
        ],
        byStatus: [
          { status: 'APPROVED', count: 2, amount: 150_000 },
          { status: 'FAILED', count: 1, amount: 250_000 },
        ],
      },
      platforms: [
        { platform: '1xBet UZ', count: 2, lastAt: '2025-03-09T06:00:00.000Z' },
        { platform: 'Melbet RU', count: 1, lastAt: '2025-03-05T06:00:00.000Z' },
      ],
      cards: [
        { cardNumber: '9860100612345676', count: 2, lastAt: '2025-03-09T06:00:00.000Z' },
        { cardNumber: '8600312998765438', count: 1, lastAt: '2025-03-05T06:00:00.000Z' },
      ],
    });
  });

  it('leaves out what the bot did not record, and counts only this chat', async () => {
    addRows(sample.app.db, [
      journalRow({ chatId: 42, fullName: null, platformName: null, cardNumber: '   ' }),
    ]);
    const summary = (await call('GET', '/api/users/42')).json();
    expect(summary).toMatchObject({ chatId: 42, names: [], platforms: [], cards: [] });
    expect(summary.totals.byType).toEqual([{ type: 'TOP_UP', count: 1, amount: 100_000 }]);
  });

  it('is a 404 for a chat the journal has no transaction of', async () => {
    const response = await call('GET', '/api/users/123456789');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'User not found' });
  });

  it.each([
    ['abc', 'chatId: must be a positive integer of at most 16 digits'],
    ['0', 'chatId: must be a positive integer of at most 16 digits'],
    ['-5', 'chatId: must be a positive integer of at most 16 digits'],
    ['007', 'chatId: must be a positive integer of at most 16 digits'],
    ['1e3', 'chatId: must be a positive integer of at most 16 digits'],
    ['12345678901234567', 'chatId: must be a positive integer of at most 16 digits'],
    // 16 digits, but past the largest safe integer: never looked up as a rounded id.
    ['9007199254740993', 'chatId: must be a safe integer'],
  ])('refuses the chat id %j with a 400 naming the field', async (chatId, message) => {
    const response = await call('GET', `/api/users/${chatId}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('lists at most 20 names, platforms and cards, the most recent first', async () => {
    const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + n, 6)).toISOString();
    addRows(
      sample.app.db,
      Array.from({ length: 25 }, (_, n) =>
        journalRow({
          chatId: PERSON,
          fullName: `Name ${n}`,
          platformName: `Platform ${n}`,
          cardNumber: String(8600_0000_0000_0000 + n),
          createdAt: day(n),
        }),
      ),
    );
    const summary = (await call('GET', `/api/users/${PERSON}`)).json();
    expect(summary.names).toHaveLength(20);
    expect(summary.names[0]).toEqual({ fullName: 'Name 24', lastAt: day(24) });
    expect(summary.names[19].fullName).toBe('Name 5');
    expect(summary.platforms).toHaveLength(20);
    expect(summary.platforms[0].platform).toBe('Platform 24');
    expect(summary.cards).toHaveLength(20);
    expect(summary.cards[0].cardNumber).toBe(String(8600_0000_0000_0024));
    // The totals still count every transaction.
    expect(summary.totals.byType).toEqual([{ type: 'TOP_UP', count: 25, amount: 2_500_000 }]);
    expect(summary.firstAt).toBe(day(0));
  });

  it('is behind the sign-in', async () => {
    const response = await sample.app.inject({ url: `/api/users/${PERSON}` });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/users/{chatId} by role', () => {
  it('is a read of the journal', async () => {
    expect(ruleOf('GET', '/users/:chatId', await routeAccess())).toEqual(['transactions', 'list']);
  });

  it.each(ROLES.filter((role) => role !== 'owner'))(
    'answers the %s as the roles table says',
    async (role) => {
      addPerson();
      const account = { username: `${role}-1`, password: `${role}-password-1` };
      const made = await call('POST', '/api/panel-accounts', { ...account, role });
      expect(made.statusCode).toBe(201);
      const response = await sample.app.inject({
        url: `/api/users/${PERSON}`,
        headers: { authorization: basicAuth(account.username, account.password) },
      });
      expect(response.statusCode).toBe(canDo(role, 'transactions', 'list') ? 200 : 403);
    },
  );
});
