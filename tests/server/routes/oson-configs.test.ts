// /api/oson/config: shapes, create and replace rules, and their 400/404/409 answers. The primary
// flag (set-primary, delete rules, the one-primary invariant) is in oson-config-primary.test.ts.
import { describe, expect, it } from 'vitest';
import {
  createOsonConfig,
  osonConfigBody,
  primaryOsonConfigIds,
} from './paymentAccountFixtures.ts';
import {
  authedAppPerTest,
  describeAuthentication,
  requiredFieldCases,
} from './recordRouteFixtures.ts';
import type { BadBodyCase } from './recordRouteFixtures.ts';

const { app, call } = authedAppPerTest();

const DEFAULT_API_URL = 'https://core.oson.uz';

const primaryIds = () => primaryOsonConfigIds(call);

/** The password as stored: no answer carries it. */
const storedPassword = (id: number) =>
  app().db.prepare('SELECT password FROM oson_configs WHERE id = ?').pluck().get(id);

describe('POST and GET /api/oson/config', () => {
  it('makes the first config primary, later ones not, and answers the full record', async () => {
    const first = await call('POST', '/api/oson/config', osonConfigBody(1));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: 1,
      deviceName: 'Samsung A51 (Toshkent)',
      phone: '+998901234561',
      deviceId: 'device-1',
      apiUrl: DEFAULT_API_URL,
      primaryConfig: true,
    });
    const second = await call(
      'POST',
      '/api/oson/config',
      osonConfigBody(2, { apiUrl: 'https://sandbox.oson.uz/api', primaryConfig: true }),
    );
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({
      id: 2,
      apiUrl: 'https://sandbox.oson.uz/api',
      primaryConfig: false,
    });
    expect(await primaryIds()).toEqual([1]);
  });

  it('lists configs by id without passwords', async () => {
    await createOsonConfig(call, 1);
    await createOsonConfig(call, 2);
    const list = await call('GET', '/api/oson/config');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        id: 1,
        deviceName: 'Samsung A51 (Toshkent)',
        phone: '+998901234561',
        deviceId: 'device-1',
        apiUrl: DEFAULT_API_URL,
        primaryConfig: true,
      },
      {
        id: 2,
        deviceName: 'Samsung A52 (Toshkent)',
        phone: '+998901234562',
        deviceId: 'device-2',
        apiUrl: DEFAULT_API_URL,
        primaryConfig: false,
      },
    ]);
    expect(list.body).not.toContain('secret-');
  });

  it('answers one config without its password, 404 for an unknown id, 400 for a bad id', async () => {
    const id = await createOsonConfig(call, 1);
    const one = await call('GET', `/api/oson/config/${id}`);
    expect(one.statusCode).toBe(200);
    const shown: Record<string, unknown> = { ...osonConfigBody(1) };
    delete shown.password;
    expect(one.body).not.toContain('secret-1');
    expect(one.json()).toEqual({
      ...shown,
      id,
      apiUrl: DEFAULT_API_URL,
      primaryConfig: true,
    });
    const unknown = await call('GET', '/api/oson/config/999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Oson config not found' });
    for (const bad of ['abc', '1.5', '-1', '0', '0x10', '1e3']) {
      const response = await call('GET', `/api/oson/config/${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toEqual({ message: 'id: must be a positive integer' });
    }
  });

  it('trims text fields and keeps the password exactly as given', async () => {
    const response = await call(
      'POST',
      '/api/oson/config',
      osonConfigBody(1, {
        deviceName: '  Redmi 12  ',
        phone: ' +998935557711 ',
        password: ' p@ss ',
        apiUrl: ' ',
      }),
    );
    expect(response.json()).toMatchObject({
      deviceName: 'Redmi 12',
      phone: '+998935557711',
      apiUrl: DEFAULT_API_URL,
    });
    expect(response.json()).not.toHaveProperty('password');
    expect(storedPassword(response.json<{ id: number }>().id)).toBe(' p@ss ');
  });

  it('keeps the stored password when an edit leaves it blank, null or out', async () => {
    const id = await createOsonConfig(call, 1);
    for (const password of ['', '   ', null, undefined]) {
      const saved = await call('PUT', `/api/oson/config/${id}`, {
        ...osonConfigBody(1, { deviceName: `Redmi ${String(password)}` }),
        password,
      });
      expect(saved.statusCode, String(password)).toBe(200);
      expect(storedPassword(id)).toBe('secret-1');
    }
    await call('PUT', `/api/oson/config/${id}`, osonConfigBody(1, { password: 'new-secret' }));
    expect(storedPassword(id)).toBe('new-secret');
  });

  it.each<BadBodyCase>([
    ...requiredFieldCases({ deviceName: '   ', phone: '', password: '  ', deviceId: '\t' }),
    [{ deviceName: 42 }, 'deviceName: must be string'],
    [{ deviceName: 'x'.repeat(129) }, 'deviceName: must NOT have more than 128 characters'],
    [{ phone: '9'.repeat(33) }, 'phone: must NOT have more than 32 characters'],
    [{ apiUrl: 'ftp://core.oson.uz' }, 'apiUrl: must be an http(s) URL'],
    [{ apiUrl: 'not a url' }, 'apiUrl: must be an http(s) URL'],
  ])('answers 400 for %o', async (overrides, message) => {
    const response = await call('POST', '/api/oson/config', osonConfigBody(1, overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect((await call('GET', '/api/oson/config')).json()).toEqual([]);
  });

  it('answers 400 for a body that is not an object', async () => {
    const response = await call('POST', '/api/oson/config', ['deviceName']);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'body: must be object' });
  });

  it('answers 409 for a phone that another config uses', async () => {
    await createOsonConfig(call, 1);
    const duplicate = await call(
      'POST',
      '/api/oson/config',
      osonConfigBody(2, { phone: ' +998901234561' }),
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ message: 'An Oson config with this phone already exists' });
  });
});

describe('PUT /api/oson/config/:id', () => {
  it('replaces the record, keeps apiUrl when missing and ignores primaryConfig', async () => {
    await createOsonConfig(call, 1);
    const id = (
      await call('POST', '/api/oson/config', osonConfigBody(2, { apiUrl: 'https://a.example' }))
    ).json<{ id: number }>().id;
    const body = osonConfigBody(3, { id, primaryConfig: true });
    const updated = await call('PUT', `/api/oson/config/${id}`, body);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({
      id,
      deviceName: 'Samsung A53 (Toshkent)',
      phone: '+998901234563',
      deviceId: 'device-3',
      apiUrl: 'https://a.example',
      primaryConfig: false,
    });
    const newUrl = await call('PUT', `/api/oson/config/${id}`, {
      ...osonConfigBody(3),
      apiUrl: 'http://b.example/v2',
    });
    expect(newUrl.json()).toMatchObject({ apiUrl: 'http://b.example/v2' });
    expect(await primaryIds()).toEqual([1]);
  });

  it('keeps its own phone but answers 409 for another config’s phone', async () => {
    await createOsonConfig(call, 1);
    const id = await createOsonConfig(call, 2);
    expect((await call('PUT', `/api/oson/config/${id}`, osonConfigBody(2))).statusCode).toBe(200);
    const clash = await call('PUT', `/api/oson/config/${id}`, osonConfigBody(1));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ message: 'An Oson config with this phone already exists' });
  });

  it('answers 400 when the body id differs from the path id, and for blank fields', async () => {
    const id = await createOsonConfig(call, 1);
    const mismatch = await call('PUT', `/api/oson/config/${id}`, osonConfigBody(1, { id: 7 }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ message: 'id: must match the id in the path' });
    const textId = await call('PUT', `/api/oson/config/${id}`, osonConfigBody(1, { id: '1' }));
    expect(textId.statusCode).toBe(400);
    expect(textId.json()).toEqual({ message: 'id: must be integer' });
    const blank = await call('PUT', `/api/oson/config/${id}`, osonConfigBody(1, { phone: ' ' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: 'phone: is required' });
    const missing = await call('PUT', `/api/oson/config/${id}`, { deviceName: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'phone: is required' });
  });

  it('answers 404 for an unknown config and 400 for a non-numeric id', async () => {
    const unknown = await call('PUT', '/api/oson/config/5', osonConfigBody(1));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Oson config not found' });
    expect((await call('PUT', '/api/oson/config/five', osonConfigBody(1))).statusCode).toBe(400);
  });
});

describeAuthentication(
  app,
  [
    ['GET', '/api/oson/config'],
    ['GET', '/api/oson/config/1'],
    ['POST', '/api/oson/config'],
    ['PUT', '/api/oson/config/1'],
    ['PUT', '/api/oson/config/1/set-primary'],
    ['DELETE', '/api/oson/config/1'],
  ],
  osonConfigBody(1),
);
