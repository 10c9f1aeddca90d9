// docs/adding-a-resource.md, the rest of it: its count of the files a new list resource touches is
// the length of its own list (and each file it names of the login history exists), and its roles
// step holds on the server: a route whose folder declares no rule for it stops the start, and with
// the rule beside it (its folder's `access`, joined into ROUTE_ACCESS as server/app.ts joins the
// folders') the route starts, the owner may use it and the other roles only once their grants in
// contract/roles.ts name its resource; the rules it shows are the login history's folder's own.
// (addingAResource.test.tsx follows the panel's steps.)
import { existsSync, readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterEach, describe, expect, it } from 'vitest';
import {
  FORBIDDEN_CODE,
  ROLE_HEADER,
  ROLES,
  canDo,
  type Resource,
  type Role,
} from '../../contract/roles.ts';
import accessPlugin from '../../server/access/plugin.ts';
import { joinRouteRules, type RouteRules } from '../../server/access/routeAccess.ts';
import { routeAccess } from '../../server/app.ts';
import { runMigrations } from '../../server/db/migrate.ts';
import { access as loginHistoryAccess } from '../../server/routes/login-history/index.ts';

const root = new URL('../../', import.meta.url);
const doc = readFileSync(new URL('docs/adding-a-resource.md', root), 'utf8');

/** The rows of the doc's marked file list, as their cells. */
function listedFiles(): string[][] {
  const start = doc.indexOf('<!-- files:start -->');
  const end = doc.indexOf('<!-- files:end -->');
  expect(start, 'the doc marks its file list').toBeGreaterThan(-1);
  expect(end).toBeGreaterThan(start);
  return doc
    .slice(start, end)
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    )
    .filter((cells) => cells[1] === 'new' || cells[1] === 'edited');
}

describe('the count of docs/adding-a-resource.md', () => {
  it('is the number of files its list names, new and edited', () => {
    const rows = listedFiles();
    const stated = [...doc.matchAll(/\*\*(\d+) files: (\d+) new, (\d+) edited\*\*/g)];
    expect(stated, 'one "**N files: X new, Y edited**"').toHaveLength(1);
    const [, total, added, edited] = stated[0].map(Number);
    expect(rows.length).toBe(total);
    expect(rows.filter((cells) => cells[1] === 'new').length).toBe(added);
    expect(rows.filter((cells) => cells[1] === 'edited').length).toBe(edited);
  });

  it("names the login history's files as they are in this tree", () => {
    const paths = listedFiles().flatMap(([, , theirs]) =>
      [...theirs.matchAll(/`([^`]+)`/g)].map(([, path]) => path),
    );
    expect(paths.length).toBeGreaterThan(0);
    const missing = paths.filter((path) => !existsSync(new URL(path, root)));
    expect(missing).toEqual([]);
  });
});

// server/routes/visits/index.ts, the fixture's route folder: its plugin and its routes' rules.
// Its name would be a line of RESOURCES; a test cannot add one to that constant.
const visits = 'visits' as Resource;
async function visitRoutes(app: FastifyInstance) {
  app.get('/visits', async () => [{ id: 1, page: '/cards' }]);
}
const visitAccess: RouteRules = { 'GET /visits': [visits, 'list'] };

const ROUTE_ACCESS = await routeAccess();

// In place of the sign-in (server/auth/): the request is signed in with the role it names.
const signedInAs = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('account', null);
    app.addHook('onRequest', async (request) => {
      const role = request.headers['x-test-role'] as Role;
      request.account = { id: ROLES.indexOf(role) + 1, username: role, role };
    });
  },
  { name: 'auth' },
);

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The API as server/app.ts composes it (the access checks, then the routes), with `rules`. */
async function apiWith(rules: RouteRules): Promise<FastifyInstance> {
  const db = new Database(':memory:');
  runMigrations(db);
  app = Fastify({ logger: false });
  app.decorate('db', db);
  app.addHook('onClose', () => db.close());
  await app.register(
    async (api) => {
      await api.register(signedInAs);
      await api.register(accessPlugin, { routeAccess: rules });
      await api.register(visitRoutes);
    },
    { prefix: '/api' },
  );
  await app.ready();
  return app;
}

describe('the roles step of docs/adding-a-resource.md, on the server', () => {
  it("shows the login history's rules as its folder declares them", () => {
    const step = doc.slice(doc.indexOf('## 6. The roles'), doc.indexOf('## 7.'));
    const shown = Object.fromEntries(
      [...step.matchAll(/^ {4}'([A-Z]+ \/[^']*)': \[([^\]]*)\],$/gm)].map(([, route, rule]) => [
        route,
        rule.split(', ').map((part) => part.replace(/^'|'$/g, '')),
      ]),
    );
    expect(shown).toEqual(loginHistoryAccess);
  });

  it('without its rule beside it, the route stops the server at start', async () => {
    await expect(apiWith(ROUTE_ACCESS)).rejects.toThrow(
      'No access rule for GET /api/visits (ROUTE_ACCESS)',
    );
  });

  it('with it, the route starts and each role may do what its grants say', async () => {
    const api = await apiWith(
      joinRouteRules({ ROUTE_ACCESS, 'server/routes/visits/': visitAccess }),
    );
    for (const role of ROLES) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await api.inject({
          method,
          url: '/api/visits',
          headers: { 'x-test-role': role },
        });
        expect(response.headers[ROLE_HEADER]).toBe(role);
        // The owner may do everything; the others' grants do not name the fixture's resource.
        expect(canDo(role, visits, 'list')).toBe(role === 'owner');
        if (role === 'owner') {
          expect(response.statusCode, `${method} as ${role}`).toBe(200);
        } else {
          expect(response.statusCode, `${method} as ${role}`).toBe(403);
          // (In the app, its error handler answers it as `{message, code}`.)
          if (method === 'GET') {
            expect(response.json().message).toBe(
              `${FORBIDDEN_CODE}: the ${role} role may not list visits`,
            );
          }
        }
      }
    }
  });
});
