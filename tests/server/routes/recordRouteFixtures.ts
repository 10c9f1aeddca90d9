// Test set-up and checks shared by the record resource route tests (Oson configs, platforms): a
// fresh signed-in app per test, the 400 table rows for required text fields, and the 401 check
// that every route of a resource is behind the panel's sign-in.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers.ts';
import type { TestApp } from '../helpers.ts';
import { authedCall } from './paymentAccountFixtures.ts';
import type { Call, Method } from './paymentAccountFixtures.ts';

/**
 * Registers hooks that give each test its own app on an empty in-memory database and close it
 * afterwards. `app()` is the current test's app; `call` sends as the test account.
 */
export function authedAppPerTest(): { app: () => FastifyInstance; call: Call } {
  let built: TestApp | undefined;
  beforeEach(async () => {
    built = await buildTestApp();
  });
  afterEach(() => built?.app.close());
  const current = (): TestApp => {
    if (!built) throw new Error('authedAppPerTest: no app outside a test');
    return built;
  };
  return {
    app: () => current().app,
    call: (method, url, payload) => authedCall(current().app, current().auth)(method, url, payload),
  };
}

export type BadBodyCase = [overrides: Record<string, unknown>, message: string];

/**
 * it.each rows for required text fields: each field left out, then sent blank (`blanks` names the
 * blank to try for each, so the table covers spaces, tabs and newlines). Both answer "<field>: is
 * required" (validation.ts trims before it checks).
 */
export function requiredFieldCases(blanks: Record<string, string>): BadBodyCase[] {
  return Object.entries(blanks).flatMap(([field, blank]): BadBodyCase[] => [
    [{ [field]: undefined }, `${field}: is required`],
    [{ [field]: blank }, `${field}: is required`],
  ]);
}

/**
 * A describe block checking that each route answers 401 without credentials, and without
 * WWW-Authenticate, which would make the browser show its own sign-in dialog instead of the
 * panel's. POST and PUT carry a valid `body`, so only the missing credentials can be refused.
 */
export function describeAuthentication(
  app: () => FastifyInstance,
  routes: ReadonlyArray<readonly [Method, string]>,
  body: object,
): void {
  describe('authentication', () => {
    it.each(routes)('answers 401 to %s %s without credentials', async (method, url) => {
      const payload = method === 'POST' || method === 'PUT' ? body : undefined;
      const response = await app().inject({ method, url, payload });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBeUndefined();
    });
  });
}
