// The security headers: built once instead of by @fastify/helmet on every request (see
// server/plugins/security.ts), yet exactly what @fastify/helmet sends with the options the server
// used to give it, and on every kind of answer.
import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import securityPlugin, {
  assetHeaders,
  contentSecurityPolicy,
  securityHeaders,
  serializeContentSecurityPolicy,
} from '../../../server/plugins/security.ts';
import { buildTestApp } from '../helpers.ts';
import { TEST_BOT_TOKEN } from '../../../tools/telegramLaunch.ts';

const NOT_SECURITY = new Set(['date', 'connection', 'content-type', 'content-length']);

/** The headers a one-route app answers with, minus those every answer has anyway. */
async function answerHeaders(
  register: (app: FastifyInstance) => PromiseLike<unknown>,
): Promise<Record<string, unknown>> {
  const app = Fastify();
  try {
    await register(app);
    app.get('/', async () => ({ ok: true }));
    const response = await app.inject({ url: '/' });
    return Object.fromEntries(
      Object.entries(response.headers).filter(([name]) => !NOT_SECURITY.has(name)),
    );
  } finally {
    await app.close();
  }
}

describe('security headers', () => {
  for (const geolocationUrl of ['', 'https://ipapi.co/json/']) {
    it(`are the ones @fastify/helmet sent (geolocation ${geolocationUrl || 'off'})`, async () => {
      // The registration server/plugins/security.ts had before it stopped running helmet per
      // request. A helmet upgrade that changes its defaults fails here: update securityHeaders().
      const fromHelmet = await answerHeaders((app) =>
        app.register(helmet, {
          contentSecurityPolicy: {
            useDefaults: false,
            directives: contentSecurityPolicy(geolocationUrl),
          },
          referrerPolicy: { policy: 'no-referrer' },
          frameguard: { action: 'deny' },
        }),
      );
      const ours = await answerHeaders((app) => app.register(securityPlugin, { geolocationUrl }));
      expect(ours).toEqual(fromHelmet);
      expect(ours).toEqual(securityHeaders(geolocationUrl));
    });
  }

  it("let Telegram's web client frame the panel when it is a Mini App, as helmet would say it", async () => {
    const fromHelmet = await answerHeaders((app) =>
      app.register(helmet, {
        contentSecurityPolicy: {
          useDefaults: false,
          directives: contentSecurityPolicy('', { telegramMiniApp: true }),
        },
        referrerPolicy: { policy: 'no-referrer' },
        frameguard: false,
      }),
    );
    const ours = await answerHeaders((app) =>
      app.register(securityPlugin, { geolocationUrl: '', telegramMiniApp: true }),
    );
    expect(ours).toEqual(fromHelmet);
    expect(ours['content-security-policy']).toContain(
      "frame-ancestors 'self' https://web.telegram.org;",
    );
    expect(ours['x-frame-options']).toBeUndefined();
  });

  it('copies them onto each reply: a route changing one does not change the next answer', async () => {
    const app = Fastify();
    try {
      await app.register(securityPlugin, { geolocationUrl: '' });
      app.get('/framed', async (_request, reply) => {
        reply.header('x-frame-options', 'SAMEORIGIN');
        return 'framed';
      });
      app.get('/plain', async () => 'plain');
      const framed = await app.inject({ url: '/framed' });
      expect(framed.headers['x-frame-options']).toBe('SAMEORIGIN');
      const plain = await app.inject({ url: '/plain' });
      expect(plain.headers['x-frame-options']).toBe('DENY');
    } finally {
      await app.close();
    }
  });

  it('writes the policy as helmet does and refuses a value that would end a directive', () => {
    expect(
      serializeContentSecurityPolicy({
        defaultSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        upgradeInsecureRequests: [],
      }),
    ).toBe("default-src 'self';style-src 'self' 'unsafe-inline';upgrade-insecure-requests");
    expect(() => serializeContentSecurityPolicy({ imgSrc: ["'self'; script-src *"] })).toThrow(
      /img-src/,
    );
    expect(() => serializeContentSecurityPolicy({ imgSrc: ['a.example,b.example'] })).toThrow();
  });
});

describe('security headers on every kind of answer', () => {
  let app: FastifyInstance;
  let auth: string;
  beforeEach(async () => {
    ({ app, auth } = await buildTestApp({ GEOLOCATION_URL: '' }));
  });
  afterEach(() => app.close());

  const expectSecurityHeaders = (headers: Record<string, unknown>) => {
    for (const [name, value] of Object.entries(securityHeaders(''))) {
      expect(headers[name], name).toBe(value);
    }
  };

  it('sends them on API answers, sign-in refusals, not-found and internal errors', async () => {
    const page = await app.inject({
      url: '/api/transactions?range=[0,24]',
      headers: { authorization: auth },
    });
    expect(page.statusCode).toBe(200);
    expectSecurityHeaders(page.headers);

    const refused = await app.inject({ url: '/api/transactions' });
    expect(refused.statusCode).toBe(401);
    expectSecurityHeaders(refused.headers);

    const missing = await app.inject({ method: 'POST', url: '/somewhere' });
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing.headers);

    app.db.exec('DROP TABLE admin_chats');
    const failed = await app.inject({ url: '/api/admin/chats', headers: { authorization: auth } });
    expect(failed.statusCode).toBe(500);
    expectSecurityHeaders(failed.headers);
  });

  it('let Telegram frame the panel only where the Mini App is offered (the bot token, our accounts)', async () => {
    const framing = async (env: Record<string, string>) => {
      const built = await buildTestApp({ GEOLOCATION_URL: '', ...env });
      try {
        const page = await built.app.inject({ url: '/login' });
        return [
          /frame-ancestors [^;]*/.exec(String(page.headers['content-security-policy']))?.[0],
          page.headers['x-frame-options'],
        ];
      } finally {
        await built.app.close();
      }
    };
    const token = { TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN };
    expect(await framing(token)).toEqual([
      "frame-ancestors 'self' https://web.telegram.org",
      undefined,
    ]);
    expect(await framing({})).toEqual(["frame-ancestors 'none'", 'DENY']);
    // The plain pass-through offers no Mini App sign-in: no framing either.
    expect(await framing({ ...token, API_UPSTREAM: 'http://127.0.0.1:9/api' })).toEqual([
      "frame-ancestors 'none'",
      'DENY',
    ]);
  });

  it("gives the hashed files under /assets/ only a resource's headers", async () => {
    const served = await app.inject({ url: '/assets/missing-file.js' });
    for (const [name, value] of Object.entries(assetHeaders())) {
      expect(served.headers[name], name).toBe(value);
    }
    expect(served.headers['content-security-policy']).toBeUndefined();
    expect(served.headers['x-frame-options']).toBeUndefined();
    // Everything else, the panel's pages and the API, keeps the whole set.
    const page = await app.inject({ url: '/assets' });
    expectSecurityHeaders(page.headers);
  });
});
