// Every /api route of an app with a valid request of it, read from the app itself: its routes as
// they were registered (buildTestApp records them, tests/server/helpers.ts) and the JSON Schema
// `examples` of each one's request schemas, declared beside the route (server/routes/<name>/,
// server/secondStep/routes/): the querystring's and the body's first example are the valid query
// and body, the params' the value of a path parameter that needs one of its own (any other is 1).
// The fuzzer breaks these one part at a time; the access tests send them with every role. A route
// that has a body, or a query with a required key, and no example has no valid request: the table
// of its app is refused, naming it.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { registeredRoutes } from '../helpers.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const METHODS: readonly string[] = ['GET', 'POST', 'PUT', 'DELETE'];

export interface RouteSpec {
  method: Method;
  /** Below /api, with Fastify's `:name` path parameters. */
  path: string;
  /** The path parameters whose valid value is not 1 (their schema's example). */
  params?: Record<string, string>;
  /** Valid query values, as sent. */
  query?: Record<string, string>;
  /** A valid body. */
  body?: unknown;
}

/**
 * Where the order of the requests matters: each pair's second request comes right after its first
 * (otherwise the order is the app's, the order its routes were registered in). The second step's
 * confirmation comes before its set-up, and no authenticator is ever confirmed, so that no run
 * checks a code (a failed one counts toward the sign-in lock-out, and a lucky one would confirm).
 */
export const COMES_RIGHT_AFTER: ReadonlyArray<readonly [first: string, then: string]> = [
  ['POST /second-step/totp/confirm', 'POST /second-step/totp/setup'],
];

interface Annotated {
  examples?: unknown[];
  required?: string[];
}

const annotated = (schema: unknown): Annotated =>
  typeof schema === 'object' && schema !== null ? (schema as Annotated) : {};

/** The schema's first example, or undefined. */
const exampleOf = (schema: unknown): unknown => annotated(schema).examples?.[0];

/** An example's values as the text a query string or a path carries. */
export function textOf(example: unknown): Record<string, string> | undefined {
  if (typeof example !== 'object' || example === null) return undefined;
  return Object.fromEntries(
    Object.entries(example).map(([key, value]) => [
      key,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  );
}

export const labelOf = (spec: Pick<RouteSpec, 'method' | 'path'>) => `${spec.method} ${spec.path}`;

export interface ValidRequests {
  table: RouteSpec[];
  /** The routes with no valid request, each with what it lacks. */
  missing: string[];
}

/** The valid requests of `routes` (as Fastify's onRoute hook sees them), in the order above. */
export function validRequests(routes: readonly RouteOptions[]): ValidRequests {
  const table: RouteSpec[] = [];
  const missing: string[] = [];
  for (const route of routes) {
    // /config.json, the probes, /metrics and the panel's files are not API; `/api/*` is the
    // scope's catch-all 404.
    if (!route.url.startsWith('/api/') || route.url.endsWith('*')) continue;
    const path = route.url.slice('/api'.length);
    const { params, querystring, body } = route.schema ?? {};
    // HEAD answers with a GET's handler (Fastify adds it to every GET).
    for (const method of [route.method].flat().filter((m) => m !== 'HEAD')) {
      const label = `${method} ${path}`;
      if (!METHODS.includes(method)) {
        missing.push(`${label}: a method the fuzzer does not send`);
        continue;
      }
      const query = textOf(exampleOf(querystring));
      if (query === undefined && (annotated(querystring).required ?? []).length > 0) {
        missing.push(`${label}: its querystring schema has required keys and no examples`);
      }
      if (body !== undefined && exampleOf(body) === undefined) {
        missing.push(`${label}: its body schema has no examples`);
      }
      const named = textOf(exampleOf(params));
      table.push({
        method: method as Method,
        path,
        ...(named ? { params: named } : {}),
        ...(query ? { query } : {}),
        ...(body !== undefined && exampleOf(body) !== undefined ? { body: exampleOf(body) } : {}),
      });
    }
  }
  for (const [first, then] of COMES_RIGHT_AFTER) {
    const moved = table.findIndex((spec) => labelOf(spec) === then);
    if (moved === -1 || !table.some((spec) => labelOf(spec) === first)) continue;
    const [spec] = table.splice(moved, 1);
    table.splice(table.findIndex((other) => labelOf(other) === first) + 1, 0, spec);
  }
  return { table, missing };
}

/** Every /api route of `app` (built by buildTestApp) with its valid request; throws if one lacks it. */
export function routeTable(app: FastifyInstance): RouteSpec[] {
  const { table, missing } = validRequests(registeredRoutes(app));
  if (missing.length > 0) {
    throw new Error(
      `No valid request (give the route's request schemas examples: [a valid value]) for ${missing.join('; ')}`,
    );
  }
  return table;
}

/** The spec's path with its parameters filled: `values` as given, else its own, else 1. */
export function filledPath(spec: RouteSpec, values: Record<string, string> = {}): string {
  return spec.path.replace(/:(\w+)/g, (_, name: string) => {
    const own = spec.params?.[name];
    return values[name] ?? (own === undefined ? '1' : encodeURIComponent(own));
  });
}

/** The URL of the spec's valid request, below /api. */
export function validUrl(spec: RouteSpec): string {
  const query = new URLSearchParams(spec.query ?? {}).toString();
  return `/api${filledPath(spec)}${query ? `?${query}` : ''}`;
}
