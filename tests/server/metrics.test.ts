// GET /metrics: absent without METRICS_TOKEN; with it, only for that bearer token (never a panel
// account's credentials); counts requests by route pattern, method and status with their latency,
// refused sign-ins and lock-outs.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { basicAuth, buildTestApp } from './helpers.ts';

const TOKEN = 'metrics-token-0123456789abcdef';

const open: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of open.splice(0)) await app.close();
});

async function appWith(env: Record<string, string>) {
  const built = await buildTestApp(env);
  open.push(built.app);
  return built;
}

const scrape = (app: FastifyInstance, authorization?: string) =>
  app.inject({
    method: 'GET',
    url: '/metrics',
    headers: authorization === undefined ? {} : { authorization },
  });

/** The value of the sample named `name` whose labels include all of `labels`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const line = text
    .split('\n')
    .find(
      (candidate) =>
        (candidate.startsWith(`${name}{`) || candidate.startsWith(`${name} `)) &&
        Object.entries(labels).every(([key, value]) => candidate.includes(`${key}="${value}"`)),
    );
  return line === undefined ? Number.NaN : Number(line.split(' ').at(-1));
}

describe('GET /metrics', () => {
  it('is not there without METRICS_TOKEN', async () => {
    const { app } = await appWith({});
    const response = await scrape(app, `Bearer ${TOKEN}`);
    expect(response.statusCode).not.toBe(200);
    expect(response.body).not.toContain('http_request_duration_seconds');
  });

  it("asks for its token, and refuses a panel account's credentials", async () => {
    const { app, auth } = await appWith({ METRICS_TOKEN: TOKEN });
    for (const authorization of [undefined, auth, `Bearer ${TOKEN}x`, TOKEN]) {
      const response = await scrape(app, authorization);
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('http_request');
      expect(response.headers['www-authenticate']).toBeUndefined();
    }
    const response = await scrape(app, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).not.toContain(TOKEN);
  });

  it('counts requests by route, method and status, refused sign-ins and lock-outs', async () => {
    const { app, auth } = await appWith({ METRICS_TOKEN: TOKEN, AUTH_MAX_FAILURES: '3' });
    for (let index = 0; index < 2; index += 1) {
      const features = await app.inject({
        method: 'GET',
        url: '/api/features',
        headers: { authorization: auth },
      });
      expect(features.statusCode).toBe(200);
    }
    const wrong = basicAuth('tester', 'not the password');
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/features',
        headers: { authorization: wrong },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);

    const text = (await scrape(app, `Bearer ${TOKEN}`)).body;
    const features = { route: '/api/features', method: 'GET' };
    expect(
      sample(text, 'http_request_duration_seconds_count', { ...features, status: '200' }),
    ).toBe(2);
    expect(
      sample(text, 'http_request_duration_seconds_count', { ...features, status: '401' }),
    ).toBe(3);
    expect(
      sample(text, 'http_request_duration_seconds_count', { ...features, status: '429' }),
    ).toBe(1);
    expect(
      sample(text, 'http_request_duration_seconds_bucket', {
        ...features,
        status: '200',
        le: '+Inf',
      }),
    ).toBe(2);
    expect(sample(text, 'sign_ins_refused_total')).toBe(3);
    expect(sample(text, 'sign_in_lockouts_total')).toBe(1);
  });
});
