// What each /api route is, in the terms of the roles table (contract/roles.ts): its resource and
// action, the same on the embedded API and the gateway (which has the same paths). Each route's
// rule is declared beside the route, as its folder's `access` (server/routes/<name>/index.ts,
// server/secondStep/routes/, the gateway's own routes); ROUTE_ACCESS is all of them joined
// (server/app.ts, routeAccess()). A route no rule names stops the server at start
// (server/access/plugin.ts), so no route is ever left without one; tests/server/access/ runs
// every route with every role against them.
import type { Action, Resource } from '../../contract/roles.ts';

/**
 * A route's resource and action, and `PASSWORD` where the request must have signed in with the
 * password: a session of the sign-in by Telegram, which has passed no password and no second
 * step, is refused it whatever its role (contract/secondStep.ts: PASSWORD_NEEDED).
 */
export const PASSWORD = 'password';
export type Rule = readonly [Resource, Action] | readonly [Resource, Action, typeof PASSWORD];

/** 'METHOD /path', the path below /api as Fastify names it ('GET /admin/cards/:id'). */
type RouteKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;

/** Routes' rules by method and path: one folder's, or ROUTE_ACCESS, all of them. */
export type RouteRules = Readonly<Record<RouteKey, Rule>>;

/**
 * The rules of `sources` (where each is declared -> its rules) as one table; a route two of them
 * declare stops the start, since only one of the two rules would hold.
 */
export function joinRouteRules(sources: Readonly<Record<string, RouteRules>>): RouteRules {
  const joined: Record<RouteKey, Rule> = {};
  const declaredIn = new Map<string, string>();
  for (const [source, rules] of Object.entries(sources)) {
    for (const [route, rule] of Object.entries(rules) as Array<[RouteKey, Rule]>) {
      const first = declaredIn.get(route);
      if (first !== undefined) {
        throw new Error(`The rule of ${route} is declared twice: in ${first} and in ${source}`);
      }
      declaredIn.set(route, source);
      joined[route] = rule;
    }
  }
  return joined;
}

/**
 * The rule of a route as Fastify names it ('/api/admin/cards/:id') in `table` (ROUTE_ACCESS; a
 * test passes the table with a fixture's line added), or undefined.
 */
export function ruleOf(method: string, url: string, table: RouteRules): Rule | undefined {
  return table[`${method} ${url.replace(/^\/api(?=\/)/, '')}` as RouteKey];
}
