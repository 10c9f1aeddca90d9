// The folders of server/routes/, found by reading the directory at start (as db/migrate.ts finds
// its migrations), so that a new resource's folder is all a new route needs: no import or
// registration to add elsewhere. Each folder's index.ts exports
//   - default: its Fastify plugin, given the embedded API's one EmbeddedRouteOptions (each reads
//     what it needs);
//   - access: its routes' rules in the roles table (access/routeAccess.ts), joined into
//     ROUTE_ACCESS for both modes;
//   - registeredBy, only where another plugin registers it (the file that does, below server/):
//     the routes both modes serve (our accounts' plugin), the sign-in history served first, the
//     panel's settings outside /api. The embedded API registers every other folder, in the order
//     of their names.
import { readdirSync } from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteRules } from '../access/routeAccess.ts';
import type { Config } from '../config.ts';
import type { RandomIndex } from '../db/repositories/lotteryAwards.ts';
import { access as secondStepAccess } from '../secondStep/routes/index.ts';

/** What the embedded API hands every folder it registers. */
export interface EmbeddedRouteOptions {
  config: Config;
  /** The clock of the broadcasts' schedule and the Humo sandbox (tests move it). */
  now?: () => number;
  /** The lottery award's source of chance (tests fix or break the draw). */
  lotteryRandom?: RandomIndex;
}

export interface RouteFolder {
  /** Its directory below server/routes/. */
  name: string;
  routes: FastifyPluginAsync<EmbeddedRouteOptions>;
  access: RouteRules;
  registeredBy?: string;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function folderOf(name: string, module: Record<string, unknown>): RouteFolder {
  const file = `server/routes/${name}/index.ts`;
  if (typeof module.default !== 'function') {
    throw new Error(`${file} exports no route plugin as its default`);
  }
  if (!isPlainObject(module.access)) throw new Error(`${file} exports no \`access\` (its rules)`);
  const { registeredBy } = module;
  if (registeredBy !== undefined && typeof registeredBy !== 'string') {
    throw new Error(`${file}: \`registeredBy\` names the file that registers it`);
  }
  return {
    name,
    routes: module.default as RouteFolder['routes'],
    access: module.access as RouteRules,
    registeredBy,
  };
}

async function findRouteFolders(): Promise<readonly RouteFolder[]> {
  const names = readdirSync(new URL('./', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  // One after the other, so that the modules load in the same order at every start.
  const folders: RouteFolder[] = [];
  for (const name of names) folders.push(folderOf(name, await import(`./${name}/index.ts`)));
  return folders;
}

let found: Promise<readonly RouteFolder[]> | undefined;

/** Every folder of server/routes/, by name; read once per process. */
export function routeFolders(): Promise<readonly RouteFolder[]> {
  found ??= findRouteFolders();
  return found;
}

/** The folders the embedded API registers itself: all but those another plugin registers. */
export async function embeddedRouteFolders(): Promise<readonly RouteFolder[]> {
  return (await routeFolders()).filter((folder) => folder.registeredBy === undefined);
}

/**
 * The rules of every route of server/routes/ and server/secondStep/routes/ (which the shared
 * routes register), by where they are declared, for ROUTE_ACCESS (server/app.ts).
 */
export async function routeRuleSources(): Promise<Record<string, RouteRules>> {
  const sources: Record<string, RouteRules> = {};
  for (const folder of await routeFolders()) {
    sources[`server/routes/${folder.name}/`] = folder.access;
  }
  sources['server/secondStep/routes/'] = secondStepAccess;
  return sources;
}
