// /api/humo/* without HUMO_UPSTREAM: the SANDBOX's whole wizard (code 11111; code 22222 then the
// two-step password), the active list with and without photos, deletion, every 400/404/409,
// and accounts that survive a restart.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEMO_SEEDERS } from '../../../server/db/seeds/index.ts';
import { seedHumoSandbox } from '../../../server/db/seeds/humoSandbox.ts';
import { buildTestApp, makeTempDir, removeTempDirs } from '../helpers.ts';

const PHONE = '+998901234567';
let app: FastifyInstance;
let auth: string;
afterEach(() => removeTempDirs());

async function start(env: Record<string, string> = {}) {
  ({ app, auth } = await buildTestApp(env));
}

const post = (path: string, payload: object) =>
  app.inject({
    method: 'POST',
    url: `/api/humo${path}`,
    headers: { authorization: auth },
    payload,
  });
const get = (url: string) =>
  app.inject({ url: `/api/humo${url}`, headers: { authorization: auth } });
const remove = (query: string) =>
  app.inject({
    method: 'DELETE',
    url: `/api/humo/delete${query}`,
    headers: { authorization: auth },
  });

async function expectAnswer(
  response: Promise<{ statusCode: number; json(): unknown }>,
  status: number,
  body: unknown,
) {
  const answer = await response;
  expect(answer.json()).toEqual(body);
  expect(answer.statusCode).toBe(status);
}

const CODE_SENT = {
  message: 'Sandbox: SMS code sent (use 11111; 22222 needs a two-step password)',
  next: 'POST /smscode',
};
const SIGNED_IN = { message: 'Sandbox: signed in' };

describe('Humo sandbox', () => {
  // Closing twice is harmless: the restart test closes its first app itself.
  afterEach(() => app.close());

  it('signs in with code 11111 and lists the account', async () => {
    await start();
    await expectAnswer(post('/newNumber', { phone: PHONE }), 200, CODE_SENT);
    await expectAnswer(post('/smscode', { phone: PHONE, code: '11111' }), 200, SIGNED_IN);
    await expectAnswer(get('/active'), 200, [
      {
        id: expect.any(Number),
        name: 'Sandbox User 4567',
        username: 'sandbox_4567',
        phone: PHONE,
        status: 'ACTIVE',
        profilePicture: null,
      },
    ]);
  });

  it('asks for the two-step password after code 22222 and signs in with "sandbox"', async () => {
    await start();
    await post('/newNumber', { phone: PHONE });
    await expectAnswer(post('/smscode', { phone: PHONE, code: '22222' }), 200, {
      message: 'Sandbox: two-step password required',
      hint: 'sandbox',
      next: 'POST /twostep',
    });
    expect((await get('/active')).json()).toEqual([]);
    await expectAnswer(post('/twostep', { phone: PHONE, password: 'wrong' }), 400, {
      message: 'Sandbox: Invalid password',
    });
    await expectAnswer(post('/twostep', { phone: PHONE, password: 'sandbox' }), 200, SIGNED_IN);
    expect((await get('/active')).json()).toHaveLength(1);
  });

  it('sends a small valid JPEG as the profile picture when include_photo=true', async () => {
    await start();
    await post('/newNumber', { phone: PHONE });
    await post('/smscode', { phone: PHONE, code: '11111' });
    const [account] = (await get('/active?include_photo=true')).json();
    const jpeg = Buffer.from(account.profilePicture, 'base64');
    expect(jpeg.length).toBeLessThan(1024);
    expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff])); // start of image
    expect(jpeg.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9])); // end of image
    const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0])); // baseline frame header
    expect([jpeg.readUInt16BE(frame + 5), jpeg.readUInt16BE(frame + 7)]).toEqual([8, 8]);
    expect((await get('/active?include_photo=false')).json()[0].profilePicture).toBeNull();
  });

  it('refuses wrong codes, steps out of order and malformed input', async () => {
    await start();
    await expectAnswer(post('/smscode', { phone: PHONE, code: '11111' }), 400, {
      message: 'Sandbox: no code was sent to this phone; start with POST /newNumber',
    });
    await expectAnswer(post('/twostep', { phone: PHONE, password: 'sandbox' }), 400, {
      message: 'Sandbox: no two-step password is pending for this phone',
    });
    await post('/newNumber', { phone: PHONE });
    await expectAnswer(post('/smscode', { phone: PHONE, code: '12345' }), 400, {
      message: 'Sandbox: Invalid code',
    });
    await expectAnswer(post('/twostep', { phone: PHONE, password: 'sandbox' }), 400, {
      message: 'Sandbox: no two-step password is pending for this phone',
    });
    await post('/smscode', { phone: PHONE, code: '11111' });
    await expectAnswer(post('/newNumber', { phone: PHONE }), 409, {
      message: 'Sandbox: this phone is already signed in; delete it first',
    });
  });

  it('deletes an account by phone, answering 404 for an unknown one', async () => {
    await start();
    await post('/newNumber', { phone: PHONE });
    await post('/smscode', { phone: PHONE, code: '11111' });
    await expectAnswer(remove('?phone=%2B998901234567'), 200, {
      message: 'Sandbox: account deleted',
    });
    expect((await get('/active')).json()).toEqual([]);
    await expectAnswer(remove('?phone=%2B998901234567'), 404, {
      message: 'Sandbox: no account with this phone',
    });
    await expectAnswer(remove(''), 400, { message: 'phone: is required' });
    await expectAnswer(get('/active?include_photo=maybe'), 400, {
      message: 'include_photo: must be boolean',
    });
  });

  it('reads a raw "+" in the query, which arrives as a space', async () => {
    await start();
    await post('/newNumber', { phone: PHONE });
    await expectAnswer(remove('?phone=+998901234567'), 200, {
      message: 'Sandbox: account deleted',
    });
  });

  it('keeps accounts across a restart', async () => {
    const dataDir = makeTempDir();
    await start({ DATA_DIR: dataDir });
    await post('/newNumber', { phone: PHONE });
    await post('/smscode', { phone: PHONE, code: '11111' });
    await app.close();
    await start({ DATA_DIR: dataDir });
    expect((await get('/active')).json().map((row: { phone: string }) => row.phone)).toEqual([
      PHONE,
    ]);
  });

  it('seeds one signed-in account with the demo data', () => {
    expect(DEMO_SEEDERS).toContain(seedHumoSandbox);
  });

  it('requires credentials', async () => {
    await start();
    const response = await app.inject({
      method: 'POST',
      url: '/api/humo/newNumber',
      payload: { phone: PHONE },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('Humo sandbox input checks', () => {
  // Nothing here changes state: one app serves every case.
  beforeAll(() => start());
  afterAll(() => app.close());

  it.each([
    ['/newNumber', {}, 'phone: is required'],
    ['/newNumber', { phone: '  ' }, 'phone: is required'],
    ['/newNumber', { phone: 998901234567 }, 'phone: must be string'],
    [
      '/newNumber',
      { phone: '+99890123456' },
      'phone: must be +998 followed by 9 digits, e.g. +998901234567',
    ],
    [
      '/newNumber',
      { phone: '+79001234567' },
      'phone: must be +998 followed by 9 digits, e.g. +998901234567',
    ],
    ['/smscode', { phone: PHONE }, 'code: is required'],
    ['/smscode', { code: '11111' }, 'phone: is required'],
    ['/twostep', { phone: PHONE }, 'password: is required'],
    ['/twostep', { phone: PHONE, password: '' }, 'password: is required'],
  ])('answers 400 for POST %s %j', async (path, body, message) => {
    await expectAnswer(post(path, body), 400, { message });
  });
});
