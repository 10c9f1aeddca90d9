import { insertLoginRecord } from '../../../server/db/repositories/loginHistory.ts';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers';

let dist: string;
let app: FastifyInstance;
let auth: string;
const script = `console.log(${JSON.stringify('x'.repeat(5000))});`;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>t</title>');
  writeFileSync(join(dist, 'assets', 'app-abc.js'), script);
  ({ app, auth } = await buildTestApp({ DIST_DIR: dist }));
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('compression', () => {
  it('sends the panel scripts gzip- or brotli-compressed when the browser accepts it', async () => {
    const gzip = await app.inject({
      url: '/assets/app-abc.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    expect(gzip.rawPayload.length).toBeLessThan(script.length / 5);

    const br = await app.inject({
      url: '/assets/app-abc.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
  });

  it('leaves the body plain for a client that asks for no encoding', async () => {
    const plain = await app.inject({
      url: '/assets/app-abc.js',
      headers: { 'accept-encoding': '' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses large API answers too', async () => {
    // A history of sign-ins (each recorded by its own sign-in: routes/login-history).
    for (let i = 0; i < 10; i += 1) {
      insertLoginRecord(app.db, {
        username: 'tester',
        userAgent: `Mozilla/5.0 test agent ${'y'.repeat(200)} ${i}`,
        ipAddress: '127.0.0.1',
        deviceName: 'Mac',
        city: '',
        country: '',
        loginTime: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      });
    }
    const response = await app.inject({
      url: '/api/admin/login',
      headers: { authorization: auth, 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    const history = JSON.parse(gunzipSync(response.rawPayload).toString()) as unknown[];
    expect(history.length).toBeGreaterThanOrEqual(10);
  });

  it('compresses list pages and still sends their Content-Range', async () => {
    const response = await app.inject({
      url: '/api/admin/login?range=[0,4]',
      headers: { authorization: auth, 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-range']).toMatch(/^login-history 0-4\/\d+$/);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toHaveLength(5);
  });
});
