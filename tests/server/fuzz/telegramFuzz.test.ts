// The sign-in by Telegram's routes exist only with TELEGRAM_BOT_TOKEN set, so the main fuzzer's
// app does not have them: the same malformed requests here, on an app that does. None may answer
// 5xx; every 4xx is JSON with a message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { seededRandom } from '../../../server/db/seeds/seededRandom.ts';
import { buildTestApp } from '../helpers.ts';
import { signedInitData, telegramEnv } from '../routes/telegramFixtures.ts';
import { malformedRequest } from './mutations.ts';
import type { RouteSpec } from './routeTable.ts';

const SEED = 20_260_301;
const REQUESTS_PER_ROUTE = 120;

let app: FastifyInstance;
let auth: string;
beforeAll(async () => {
  // A lock-out high enough that the refusals keep reaching the checks.
  ({ app, auth } = await buildTestApp(telegramEnv({ AUTH_MAX_FAILURES: '100000' })));
});
afterAll(() => app.close());

const initData = signedInitData({ signedAt: Date.now() });
const ROUTES: RouteSpec[] = [
  { method: 'POST', path: '/telegram/session', body: { initData } },
  { method: 'POST', path: '/telegram/link', body: { initData } },
  { method: 'DELETE', path: '/telegram/session' },
];

describe('fuzzing the sign-in by Telegram', () => {
  it('answers malformed requests with no 5xx and a JSON message on every 4xx', async () => {
    const random = seededRandom(SEED);
    const failures: string[] = [];
    for (const spec of ROUTES) {
      for (let index = 0; index < REQUESTS_PER_ROUTE; index += 1) {
        const request = malformedRequest(random, spec, auth);
        const response = await app.inject(request);
        const label = `${request.method} ${String(request.url).slice(0, 120)} -> ${response.statusCode}`;
        if (response.statusCode >= 500) failures.push(`${label} ${response.body.slice(0, 200)}`);
        else if (response.statusCode >= 400) {
          const json = String(response.headers['content-type']).startsWith('application/json');
          const message = json ? response.json<{ message?: unknown }>().message : undefined;
          if (typeof message !== 'string' || !message) failures.push(`${label} without a message`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
