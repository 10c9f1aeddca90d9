// A panel account's name is one name whatever its case or Unicode form: `Operator1` beside
// `operator1` would pass for the same person in the list and the audit log. A name is kept in NFKC
// (a full-width `ｏｐｅｒａｔｏｒ１` is `operator1`), a second account of the same name in another case
// is refused (409), and the sign-in finds the account by its name in any case, as it was created.
import { describe, expect, it } from 'vitest';
import { basicAuth } from '../helpers.ts';
import { authedAppPerTest } from './recordRouteFixtures.ts';

const { app, call } = authedAppPerTest();

const add = (username: string, password = 'kuchli-parol-1') =>
  call('POST', '/api/panel-accounts', { username, password, role: 'operator' });

const me = (username: string, password: string) =>
  app().inject({
    url: '/api/panel-accounts/me',
    headers: { authorization: basicAuth(username, password) },
  });

describe('panel account names', () => {
  it.each(['Operator1', 'OPERATOR1', 'ｏｐｅｒａｔｏｒ１', 'Ｏperator1'])(
    'refuses %s beside operator1, naming the field',
    async (name) => {
      expect((await add('operator1')).statusCode).toBe(201);
      const twice = await add(name, 'boshqa-parol-2');
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe('username: an account with this name already exists');
      const names = (await call('GET', '/api/panel-accounts')).json() as { username: string }[];
      expect(
        names.filter((account) => account.username.toLowerCase() === 'operator1'),
      ).toHaveLength(1);
    },
  );

  it('keeps a name in NFKC form, and a name as it was typed otherwise', async () => {
    const wide = await add('ｄｉｌｎｏｚａ．ｙ');
    expect(wide.statusCode).toBe(201);
    expect(wide.json().username).toBe('dilnoza.y');
    const mixed = await add('Aziz_Karimov');
    expect(mixed.json().username).toBe('Aziz_Karimov');
    // NFKC makes a full-width colon a colon: refused as one, not stored as a look-alike.
    expect((await add('ali：x')).statusCode).toBe(400);
  });

  it('signs in by the name in any case or width, as the account it was created as', async () => {
    await add('Aziz_Karimov');
    for (const typed of ['Aziz_Karimov', 'aziz_karimov', 'AZIZ_KARIMOV', 'Ａziz_karimov']) {
      const answer = await me(typed, 'kuchli-parol-1');
      expect(answer.statusCode, typed).toBe(200);
      expect(answer.json().username).toBe('Aziz_Karimov');
    }
    expect((await me('aziz_karimov', 'wrong-password')).statusCode).toBe(401);
    expect((await me('aziz_karimo', 'kuchli-parol-1')).statusCode).toBe(401);
  });
});
