// The embedded API says how long it took; the panel's files do not carry the header.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers.ts';

describe('Server-Timing', () => {
  let app: FastifyInstance;
  let auth: string;
  beforeEach(async () => {
    ({ app, auth } = await buildTestApp());
  });
  afterEach(() => app.close());

  it('gives each API answer, refusals included, the time the server took', async () => {
    for (const headers of [{ authorization: auth }, {}]) {
      const answer = await app.inject({ url: '/api/features', headers });
      const match = /^app;dur=(\d+\.\d{3})$/.exec(String(answer.headers['server-timing']));
      expect(match, String(answer.statusCode)).not.toBeNull();
      expect(Number(match![1])).toBeGreaterThan(0);
    }
  });

  it('leaves the other answers without it', async () => {
    const config = await app.inject({ url: '/config.json' });
    expect(config.headers['server-timing']).toBeUndefined();
  });
});
