// Requests that arrive together with the same Basic header share one password check (scrypt):
// 30 at once cost one verification, not 30 queued on the thread pool.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type * as Passwords from '../../../server/auth/passwords.ts';
import { buildTestApp } from '../helpers.ts';

const verifications = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../server/auth/passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof Passwords>();
  return {
    ...original,
    verifyPassword: (password: string, stored: string) => {
      verifications.count += 1;
      return original.verifyPassword(password, stored);
    },
  };
});

let app: FastifyInstance;
let auth: string;
beforeEach(async () => {
  ({ app, auth } = await buildTestApp());
  verifications.count = 0;
});
afterEach(() => app.close());

const features = (authorization: string) =>
  app.inject({ url: '/api/features', headers: { authorization } });

describe('concurrent sign-ins', () => {
  it('verify one header once however many requests carry it at the same time', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => features(auth)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(30).fill(200));
    expect(verifications.count).toBe(1);
  });

  it('still refuses every request of a wrong password, and checks different headers apart', async () => {
    const wrong = `Basic ${Buffer.from('tester:wrong').toString('base64')}`;
    const answers = await Promise.all([features(wrong), features(wrong), features(auth)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 200]);
    expect(verifications.count).toBe(2);
  });
});
