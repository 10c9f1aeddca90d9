// How the backend's answers reach the panel through the gateway: successes as JSON, text or
// nothing, as the backend sent them; failures as our JSON `{message}`, never a page or a stack;
// no answer in time as 504; the gateway's own account refused as 502, never a 401 that would sign
// the admin out. Also our extras kept here (pending count, saved views) and paths not forwarded.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { startBackendDouble } from '../../../tools/backendDouble.ts';
import type { DoubleAnswer } from '../../../tools/backendDouble.ts';
import { buildTestApp } from '../helpers.ts';
import { gatewayEnv, startGateway } from './gatewayFixture.ts';
import type { GatewayFixture } from './gatewayFixture.ts';

let gateway: GatewayFixture;
beforeAll(async () => {
  gateway = await startGateway({ UPSTREAM_TIMEOUT_MS: '300' }, { gatewayMaxAnswerBytes: 64_000 });
});
afterAll(() => gateway.close());
afterEach(() => {
  gateway.double.intercept = undefined;
});

const call = (request: InjectOptions) =>
  gateway.app.inject({ ...request, headers: { ...request.headers, authorization: gateway.auth } });

/** GET /api/features answered by the backend with `answer`. */
async function featuresAnswered(answer: DoubleAnswer) {
  gateway.double.intercept = () => answer;
  return call({ url: '/api/features' });
}

describe("the backend's successes", () => {
  it('passes plain text as text, and an empty answer as empty', async () => {
    const text = await call({ method: 'POST', url: '/api/features/toggle/topup?enabled=false' });
    expect(text.statusCode).toBe(200);
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(text.body).toBe("Hisob to'ldirish o‘chirildi");

    const empty = await call({
      method: 'POST',
      url: '/api/lottery/award-random-users?totalUsers=5&randomUsers=1&amount=100',
    });
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toBe('');

    const noContent = await call({ method: 'DELETE', url: '/api/transactions/990' });
    expect(noContent.statusCode).toBe(204);
  });

  it('reads a text answer labelled JSON by its body: a done write, passed on as text', async () => {
    // The backend labels a String answer with the request's Accept (API-NOTES A2).
    const labelled = await featuresAnswered({
      status: 200,
      body: 'Oson config updated successfully',
      contentType: 'application/json',
    });
    expect(labelled.statusCode).toBe(200);
    expect(labelled.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(labelled.body).toBe('Oson config updated successfully');
    // What the gateway asks for: text first, so that Spring labels a String as what it is.
    expect(gateway.double.calls.at(-1)?.accept).toBe('text/plain, application/json');
  });

  it('keeps a bare JSON value JSON', async () => {
    const total = await call({ url: '/api/dashboard/requests/total-bonus-amount' });
    expect(total.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(total.body).toBe('40000');
    const word = await featuresAnswered({
      status: 200,
      body: '"ok"',
      contentType: 'application/json',
    });
    expect(word.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(word.json()).toBe('ok');
  });

  it("passes none of the backend's own headers", async () => {
    const response = await featuresAnswered({
      status: 200,
      body: { id: 1 },
      headers: { 'set-cookie': 'JSESSIONID=abc', 'x-powered-by': 'Spring', server: 'Tomcat' },
    });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers.server).toBeUndefined();
  });
});

describe("the backend's failures", () => {
  it.each<[string, DoubleAnswer, number, string]>([
    [
      'a text refusal',
      { status: 400, body: 'Cannot delete primary Oson config' },
      400,
      'Cannot delete primary Oson config',
    ],
    [
      'a JSON {error}',
      { status: 400, body: { error: "Oxirgi kartani o'chirib bo'lmaydi" } },
      400,
      "Oxirgi kartani o'chirib bo'lmaydi",
    ],
    ['an empty 404', { status: 404 }, 404, 'Not found'],
    [
      'a 500 with a short text',
      { status: 500, body: 'Failed to forward request' },
      502,
      'Failed to forward request',
    ],
    [
      'an HTML error page',
      {
        status: 500,
        body: '<html><body><h1>Whitelabel Error Page</h1><pre>java.lang.NullPointerException</pre></body></html>',
        contentType: 'text/html',
      },
      502,
      'The production backend failed (HTTP 500)',
    ],
    [
      'a stack trace',
      {
        status: 500,
        body: 'java.lang.IllegalStateException: boom\n\tat uz.pay.PlatformService.save(PlatformService.java:42)',
      },
      502,
      'The production backend failed (HTTP 500)',
    ],
    [
      "Spring's JSON error with its trace",
      {
        status: 500,
        body: {
          status: 500,
          error: 'Internal Server Error',
          trace: 'java.lang.X\n\tat a.b(C.java:1)',
          path: '/api/features',
        },
      },
      502,
      'Internal Server Error',
    ],
    [
      'a redirect to a sign-in page',
      { status: 302, headers: { location: '/login' } },
      502,
      'The production backend answered HTTP 302',
    ],
  ])('turns %s into our JSON message', async (_name, answer, status, message) => {
    const response = await featuresAnswered(answer);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({ message });
  });

  it('answers a success that is a web page with 502', async () => {
    const page = await featuresAnswered({
      status: 200,
      body: '<!doctype html><p>Sign in</p>',
      contentType: 'text/html',
    });
    expect(page.statusCode).toBe(502);
    expect(page.body).not.toContain('<p>');
  });

  it('answers 504 with a message when the backend is silent past UPSTREAM_TIMEOUT_MS', async () => {
    gateway.double.intercept = () => new Promise(() => undefined);
    const started = Date.now();
    const response = await call({ url: '/api/platforms' });
    expect(response.statusCode).toBe(504);
    expect(response.json()).toEqual({
      message: 'The production backend did not answer within 0.3 s',
    });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('answers 502 for an answer larger than it takes', async () => {
    const response = await featuresAnswered({ status: 200, body: 'x'.repeat(100_000) });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      message: "The production backend's answer was too large to pass on",
    });
  });

  it("answers 502, not 401, when the backend refuses the gateway's own account", async () => {
    const double = await startBackendDouble();
    const { app, auth } = await buildTestApp({
      ...gatewayEnv(double.apiUrl),
      UPSTREAM_PASSWORD: 'not-the-backend-password',
    });
    try {
      const response = await app.inject({ url: '/api/features', headers: { authorization: auth } });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        message:
          "The production backend refused the gateway's own account (UPSTREAM_USERNAME, UPSTREAM_PASSWORD)",
      });
      // The backend's challenge would make the browser ask for a password of its own.
      expect(response.headers['www-authenticate']).toBeUndefined();
    } finally {
      await app.close();
      await double.stop();
    }
  });

  it('answers 502 when the backend cannot be reached', async () => {
    const double = await startBackendDouble();
    await double.stop();
    const { app, auth } = await buildTestApp(gatewayEnv(double.apiUrl));
    try {
      const response = await app.inject({ url: '/api/features', headers: { authorization: auth } });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ message: 'The production backend could not be reached' });
    } finally {
      await app.close();
    }
  });
});

describe('our extras, served by the gateway', () => {
  it("counts the pending badge from the backend's figures", async () => {
    const waiting = gateway.double.state.transactions.filter((t) => t.status === 'PENDING_ADMIN');
    const response = await call({ url: '/api/transactions/pending-count' });
    expect(response.json()).toEqual({ count: waiting.length });
    expect(gateway.double.calls.at(-1)).toMatchObject({ method: 'GET', path: '/dashboard/stats' });

    gateway.double.intercept = () => ({
      status: 200,
      body: { statusDistribution: { PENDING_ADMIN: 3 } },
    });
    expect((await call({ url: '/api/transactions/pending-count' })).json()).toEqual({ count: 3 });
    gateway.double.intercept = () => ({ status: 200, body: { totalRequests: 5 } });
    expect((await call({ url: '/api/transactions/pending-count' })).statusCode).toBe(502);
  });

  it('asks the backend once for polls of the pending count that arrive together', async () => {
    const before = gateway.double.calls.length;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call({ url: '/api/transactions/pending-count' })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(gateway.double.calls.slice(before).map((c) => c.path)).toEqual(['/dashboard/stats']);
  });

  it('keeps saved views in its own database, never at the backend', async () => {
    const before = gateway.double.calls.length;
    const saved = await call({
      method: 'POST',
      url: '/api/saved-views',
      payload: { name: 'Kutilayotganlar', filter: { status: 'PENDING_ADMIN' } },
    });
    expect(saved.statusCode).toBe(201);
    const listed = await call({ url: '/api/saved-views' });
    expect(listed.json()).toMatchObject([
      { name: 'Kutilayotganlar', filter: { status: 'PENDING_ADMIN' } },
    ]);
    expect(
      (await call({ method: 'DELETE', url: `/api/saved-views/${saved.json().id}` })).statusCode,
    ).toBe(204);
    expect(gateway.double.calls.length).toBe(before);
  });

  it('forwards nothing it does not know: a transaction read or an unknown path is 404', async () => {
    const before = gateway.double.calls.length;
    for (const url of ['/api/transactions/1000', '/api/broadcast/1', '/api/actuator/env']) {
      const response = await call({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
    expect(gateway.double.calls.length).toBe(before);
  });
});
