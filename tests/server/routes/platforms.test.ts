// /api/platforms: secrets kept out of every answer, the write-only password (blank keeps it),
// case-insensitive unique names, and the 400/404/409 answers.
import { describe, expect, it } from 'vitest';
import { readPlatformPassword } from '../../../server/db/repositories/platforms.ts';
import { platformBody } from './paymentAccountFixtures.ts';
import {
  authedAppPerTest,
  describeAuthentication,
  requiredFieldCases,
} from './recordRouteFixtures.ts';
import type { BadBodyCase } from './recordRouteFixtures.ts';

const { app, call } = authedAppPerTest();

const addPlatform = (overrides: Record<string, unknown> = {}) =>
  call('POST', '/api/platforms', platformBody(overrides));

const DETAIL_KEYS = ['apiKey', 'currency', 'id', 'login', 'name', 'workplaceId'];

describe('POST and GET /api/platforms', () => {
  it('creates a platform and answers the detail without the password', async () => {
    const created = await addPlatform({ name: ' 1xBet UZ ', currency: undefined });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: 1,
      name: '1xBet UZ',
      currency: 'UZS',
      apiKey: 'xb_live_7f3a9c2e5d8b4a61',
      login: 'paybot_uz',
      workplaceId: '48213',
    });
    expect(created.body).not.toContain('Xb!uz-2024');
    // Stored exactly as given: the back end signs in to the platform with it.
    expect(readPlatformPassword(app().db, 1)).toBe('Xb!uz-2024');
  });

  it('lists platforms by name with neither apiKey nor password', async () => {
    await addPlatform({ name: 'Melbet RU', currency: 'RUB', password: 'mel-pass' });
    await addPlatform({ name: '1xBet UZ' });
    await addPlatform({ name: 'linebet RU', currency: 'RUB' });
    const list = await call('GET', '/api/platforms');
    expect(list.statusCode).toBe(200);
    const platforms = list.json<Array<Record<string, unknown>>>();
    expect(platforms.map((platform) => platform.name)).toEqual([
      '1xBet UZ',
      'linebet RU',
      'Melbet RU',
    ]);
    expect(platforms[2]).toEqual({
      id: 1,
      name: 'Melbet RU',
      currency: 'RUB',
      login: 'paybot_uz',
      workplaceId: '48213',
    });
    for (const platform of platforms) {
      expect(platform).not.toHaveProperty('apiKey');
      expect(platform).not.toHaveProperty('password');
    }
    expect(list.body).not.toMatch(/xb_live|mel-pass|Xb!uz/);
  });

  it('answers the detail with apiKey and no password; 404 unknown; 400 bad id', async () => {
    const { id } = (await addPlatform()).json<{ id: number }>();
    const detail = await call('GET', `/api/platforms/${id}`);
    expect(detail.statusCode).toBe(200);
    expect(Object.keys(detail.json()).sort()).toEqual(DETAIL_KEYS);
    expect(detail.json().apiKey).toBe('xb_live_7f3a9c2e5d8b4a61');
    expect(detail.body).not.toContain('Xb!uz-2024');
    const unknown = await call('GET', '/api/platforms/404');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Platform not found' });
    for (const bad of ['abc', '-3', '2.5', '%20']) {
      expect((await call('GET', `/api/platforms/${bad}`)).statusCode, bad).toBe(400);
    }
  });

  it.each<BadBodyCase>([
    ...requiredFieldCases({ name: '  ', apiKey: '', login: ' ', workplaceId: '\n' }),
    [{ workplaceId: 48213 }, 'workplaceId: must be string'],
    ...requiredFieldCases({ password: '   ' }),
    [{ password: null }, 'password: must be string'],
    [{ currency: 'USD' }, 'currency: must be UZS or RUB'],
    [{ currency: 'uzs' }, 'currency: must be UZS or RUB'],
    [{ name: 'x'.repeat(101) }, 'name: must NOT have more than 100 characters'],
  ])('answers 400 for %o', async (overrides, message) => {
    const response = await addPlatform(overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect((await call('GET', '/api/platforms')).json()).toEqual([]);
  });

  it('answers 409 for a name that exists in any letter case', async () => {
    await addPlatform({ name: '1xBet UZ' });
    await addPlatform({ name: 'Мелбет' });
    for (const name of ['1XBET uz', ' 1xbet UZ ', 'мЕЛБЕТ']) {
      const duplicate = await addPlatform({ name });
      expect(duplicate.statusCode, name).toBe(409);
      expect(duplicate.json()).toEqual({ message: 'A platform with this name already exists' });
    }
  });
});

describe('PUT /api/platforms/:id', () => {
  it('replaces the fields and answers the detail', async () => {
    const { id } = (await addPlatform()).json<{ id: number }>();
    const updated = await call('PUT', `/api/platforms/${id}`, {
      id,
      name: 'Melbet RU',
      currency: 'RUB',
      apiKey: 'mb_prod_41d6',
      login: 'cashdesk_mel',
      workplaceId: '77104',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({
      id,
      name: 'Melbet RU',
      currency: 'RUB',
      apiKey: 'mb_prod_41d6',
      login: 'cashdesk_mel',
      workplaceId: '77104',
    });
    // A missing currency keeps the stored one.
    const kept = await call('PUT', `/api/platforms/${id}`, platformBody({ currency: undefined }));
    expect(kept.json().currency).toBe('RUB');
  });

  it('keeps the stored password when the new one is missing, null or blank', async () => {
    const { id } = (await addPlatform({ password: 'original-pass' })).json<{ id: number }>();
    for (const password of [undefined, null, '', '   ']) {
      const response = await call('PUT', `/api/platforms/${id}`, platformBody({ password }));
      expect(response.statusCode, String(password)).toBe(200);
      expect(readPlatformPassword(app().db, id)).toBe('original-pass');
    }
    const replaced = await call('PUT', `/api/platforms/${id}`, platformBody({ password: 'new-1' }));
    expect(replaced.statusCode).toBe(200);
    expect(replaced.body).not.toContain('new-1');
    expect(readPlatformPassword(app().db, id)).toBe('new-1');
  });

  it('keeps its own name (any case) but answers 409 for another platform’s', async () => {
    const { id } = (await addPlatform({ name: '1xBet UZ' })).json<{ id: number }>();
    await addPlatform({ name: 'Mostbet UZ' });
    const recased = await call('PUT', `/api/platforms/${id}`, platformBody({ name: '1XBET UZ' }));
    expect(recased.statusCode).toBe(200);
    expect(recased.json().name).toBe('1XBET UZ');
    const clash = await call('PUT', `/api/platforms/${id}`, platformBody({ name: 'mostbet uz' }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ message: 'A platform with this name already exists' });
  });

  it('answers 400 for bad fields, 404 for an unknown platform', async () => {
    const { id } = (await addPlatform()).json<{ id: number }>();
    const badCurrency = await call(
      'PUT',
      `/api/platforms/${id}`,
      platformBody({ currency: 'EUR' }),
    );
    expect(badCurrency.statusCode).toBe(400);
    expect(badCurrency.json()).toEqual({ message: 'currency: must be UZS or RUB' });
    const blankLogin = await call('PUT', `/api/platforms/${id}`, platformBody({ login: ' ' }));
    expect(blankLogin.json()).toEqual({ message: 'login: is required' });
    const unknown = await call('PUT', '/api/platforms/9', platformBody());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Platform not found' });
    expect((await call('PUT', '/api/platforms/nine', platformBody())).statusCode).toBe(400);
  });
});

describe('DELETE /api/platforms/:id', () => {
  it('deletes with 204, then answers 404', async () => {
    const { id } = (await addPlatform()).json<{ id: number }>();
    const deleted = await call('DELETE', `/api/platforms/${id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect(readPlatformPassword(app().db, id)).toBeUndefined();
    const again = await call('DELETE', `/api/platforms/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Platform not found' });
    expect((await call('DELETE', '/api/platforms/x')).statusCode).toBe(400);
  });
});

describeAuthentication(
  app,
  [
    ['GET', '/api/platforms'],
    ['GET', '/api/platforms/1'],
    ['POST', '/api/platforms'],
    ['PUT', '/api/platforms/1'],
    ['DELETE', '/api/platforms/1'],
  ],
  platformBody(),
);
