// Shared test helpers: an app on an in-memory database with a known panel account, plus small
// utilities for Basic headers and temporary directories. Drive it with app.inject (no port).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import type { AppOverrides } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import type { Config } from '../../server/config.ts';

export const TEST_USERNAME = 'tester';
export const TEST_PASSWORD = 'correct horse battery';

export function basicAuth(username: string, password: string): string {
  return `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`;
}

const tempDirs: string[] = [];

/** A fresh directory, removed by removeTempDirs() (call it in afterAll/afterEach). */
export function makeTempDir(prefix = 'server-test-'): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/**
 * Config as the server would read it from this environment, test-friendly by default.
 * SECOND_STEP_ROLES is 'none' unless a test sets it: the server's tests check the spec's one-step
 * sign-in with the password (the owners would otherwise be asked to set up a second step first);
 * the second step has its own tests (tests/server/secondStep/), which set it.
 */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    SECOND_STEP_ROLES: 'none',
    DATA_DIR: ':memory:',
    ADMIN_USERNAME: TEST_USERNAME,
    ADMIN_PASSWORD: TEST_PASSWORD,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    DIST_DIR: path.join(os.tmpdir(), 'server-test-no-dist-here'),
    ...env,
  });
}

export interface TestApp {
  app: FastifyInstance;
  /** Authorization header of the known account. */
  auth: string;
}

export async function buildTestApp(
  env: Record<string, string> = {},
  overrides: AppOverrides = {},
): Promise<TestApp> {
  const config = testConfig(env);
  const app = await buildApp(config, { logger: false, ...overrides });
  return {
    app,
    auth: basicAuth(config.adminUsername ?? TEST_USERNAME, config.adminPassword ?? TEST_PASSWORD),
  };
}
