// The folders of server/routes/ as the server finds them (server/routes/routeFolders.ts): every
// directory is one, with its plugin and its routes' rules; the embedded API registers each that
// no other plugin does, with no line of its own anywhere else, and a folder another plugin
// registers names a file that does import it; every rule of ROUTE_ACCESS is a route one of the
// modes serves.
import { readdirSync, readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeAccess } from '../../../server/app.ts';
import { embeddedRouteFolders, routeFolders } from '../../../server/routes/routeFolders.ts';
import { buildTestApp } from '../helpers.ts';

const SERVER = new URL('../../../server/', import.meta.url);
const BOT_TOKEN = '123456789:AAEabcdefghijklmnopqrstuvwxyz0123456';
// Nothing listens there: the journal's copy polls in vain, which these checks do not need.
const GATEWAY = {
  API_UPSTREAM: 'http://127.0.0.1:9',
  UPSTREAM_USERNAME: 'backend',
  UPSTREAM_PASSWORD: 'backend-password',
  JOURNAL_MIRROR: 'on',
  TELEGRAM_BOT_TOKEN: BOT_TOKEN,
};

/** 'GET /admin/cards/:id' -> whether `app` serves it below /api. */
const serves = (app: FastifyInstance, route: string) => {
  const [method, path] = route.split(' ');
  return app.hasRoute({ method: method as 'GET', url: `/api${path}` });
};

describe('the folders of server/routes/', () => {
  it('are every directory there, each with its plugin and its rules', async () => {
    const directories = readdirSync(new URL('routes/', SERVER), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const folders = await routeFolders();
    expect(folders.map((folder) => folder.name)).toEqual(directories);
    for (const folder of folders) {
      expect(typeof folder.routes, folder.name).toBe('function');
      expect(folder.access, folder.name).toBeTypeOf('object');
    }
  });

  it('that another plugin registers name a file that imports them', async () => {
    const elsewhere = (await routeFolders()).filter((folder) => folder.registeredBy);
    expect(elsewhere.length).toBeGreaterThan(0);
    for (const { name, registeredBy } of elsewhere) {
      const source = readFileSync(new URL(registeredBy!, SERVER), 'utf8');
      expect(source, `${registeredBy} imports routes/${name}/`).toMatch(
        new RegExp(`from '[./]*(routes/)?${name}/index\\.ts'`),
      );
    }
  });
});

describe('the modes, as the folders make them', () => {
  let embedded: FastifyInstance;
  let gateway: FastifyInstance;
  beforeAll(async () => {
    ({ app: embedded } = await buildTestApp({ TELEGRAM_BOT_TOKEN: BOT_TOKEN }));
    ({ app: gateway } = await buildTestApp(GATEWAY));
  });
  afterAll(async () => {
    await embedded?.close();
    await gateway?.close();
  });

  it('the embedded API serves each route of every folder it registers itself', async () => {
    const missing: string[] = [];
    const folders = await embeddedRouteFolders();
    expect(folders.length).toBeGreaterThan(10);
    for (const folder of folders) {
      for (const route of Object.keys(folder.access)) {
        if (!serves(embedded, route)) missing.push(`${folder.name}: ${route}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every rule of ROUTE_ACCESS is a route of one of them', async () => {
    const unserved = Object.keys(await routeAccess()).filter(
      (route) => !serves(embedded, route) && !serves(gateway, route),
    );
    expect(unserved).toEqual([]);
  });
});
