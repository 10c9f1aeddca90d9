// Shared test helpers: an app on an in-memory database with a known panel account, plus small
// utilities for Basic headers and temporary directories. Drive it with app.inject (no port).
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
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

const registered = new WeakMap<FastifyInstance, RouteOptions[]>();

/**
 * Fastify announces each new instance on this channel before anything is registered in it (its
 * diagnostics channel for tools that instrument an app): an `onRoute` hook added then sees every
 * route of the app, with its schemas.
 */
const INITIALIZATION = 'fastify.initialization';

function recordRoutes({ fastify }: { fastify: FastifyInstance }): void {
  const routes: RouteOptions[] = [];
  registered.set(fastify, routes);
  fastify.addHook('onRoute', (route) => {
    routes.push(route);
  });
}

/**
 * Every route of an app that buildTestApp built, in the order they were registered: method, url
 * (with its prefix) and schemas, as given to Fastify (tests/server/fuzz/routeTable.ts reads them).
 */
export function registeredRoutes(app: FastifyInstance): readonly RouteOptions[] {
  const routes = registered.get(app);
  if (!routes) throw new Error('only an app built by buildTestApp has its routes recorded');
  return routes;
}

export async function buildTestApp(
  env: Record<string, string> = {},
  overrides: AppOverrides = {},
): Promise<TestApp> {
  const config = testConfig(env);
  subscribe(INITIALIZATION, recordRoutes as (message: unknown) => void);
  let app: FastifyInstance;
  try {
    app = await buildApp(config, { logger: false, ...overrides });
  } finally {
    unsubscribe(INITIALIZATION, recordRoutes as (message: unknown) => void);
  }
  return {
    app,
    auth: basicAuth(config.adminUsername ?? TEST_USERNAME, config.adminPassword ?? TEST_PASSWORD),
  };
}
