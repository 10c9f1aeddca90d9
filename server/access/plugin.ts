// The server decides who may do what (contract/roles.ts), on the embedded API and the gateway
// alike: every /api route gets its rule from ROUTE_ACCESS (routeAccess.ts) when it is registered
// (a route without one stops the start), and every request of a signed-in account is checked
// against its role, read with the request (a changed role acts at once), before anything is done
// or forwarded; every answer to a signed-in account names its role (ROLE_HEADER), which the panel
// follows. A refusal is a 403 `{message, code: "forbidden"}` that the panel says in the UI
// language, recorded in the audit log as 'forbidden' with the resource and the action; at most a
// few such entries per account and window, so a client cannot flood the log.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  canDo,
  FORBIDDEN_CODE,
  ROLE_HEADER,
  type Action,
  type Resource,
} from '../../contract/roles.ts';
import { actorOf } from '../audit/audited.ts';
import { FailureLimiter } from '../auth/failureLimiter.ts';
import { insertAuditEntry } from '../db/repositories/auditLog.ts';
import { HttpError } from '../errors.ts';
import { signedInAccount } from '../auth/plugin.ts';
import { PASSWORD, ruleOf, type Rule, type RouteRules } from './routeAccess.ts';
import { PASSWORD_NEEDED } from '../../contract/secondStep.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The refusal of a request the role may not make, recorded as the route checks record theirs:
     * for a route whose rule depends on what is asked (GET /devices?all=true).
     */
    refuseByRole: (request: FastifyRequest, resource: Resource, action: Action) => HttpError;
  }
  interface FastifyContextConfig {
    /** The route's resource and action in the roles table (set at registration). */
    access?: Rule;
  }
}

/** Forbidden attempts recorded per account and window; more are refused all the same. */
const RECORDED_REFUSALS = 20;
const REFUSAL_WINDOW_MS = 10 * 60_000;

export interface AccessOptions {
  now?: () => number;
  /**
   * The rules of the routes: ROUTE_ACCESS, which server/app.ts joins from the routes' folders (a
   * test adds a fixture's line to it). Handed in, as the folders are above this plugin.
   */
  routeAccess: RouteRules;
}

export default fp(
  async (app: FastifyInstance, options: AccessOptions) => {
    const now = options.now ?? Date.now;
    const recorded = new FailureLimiter({
      maxFailures: RECORDED_REFUSALS,
      windowMs: REFUSAL_WINDOW_MS,
      now,
    });

    app.addHook('onRoute', (route) => {
      // The sign-ins check their callers themselves; the scope's catch-all answers 404 to anyone
      // signed in.
      if (route.config?.signIn === true || route.url.endsWith('/*')) return;
      // A HEAD is the GET's handler with the body left off (Fastify adds one to every GET, from
      // the options as they were before this hook): same status, same Content-Length, so it
      // gets the GET's rule, or a role refused a secret's GET would learn it through HEAD.
      for (const method of [route.method].flat()) {
        const rule = ruleOf(method === 'HEAD' ? 'GET' : method, route.url, options.routeAccess);
        if (!rule) throw new Error(`No access rule for ${method} ${route.url} (ROUTE_ACCESS)`);
        route.config = { ...route.config, access: rule };
      }
    });

    const refuseByRole = (request: FastifyRequest, resource: Resource, action: Action) => {
      const account = signedInAccount(request);
      const key = String(account.id);
      if (recorded.retryAfterSeconds(key) === 0) {
        recorded.recordFailure(key);
        insertAuditEntry(
          app.db,
          actorOf(request),
          {
            resource,
            recordId: null,
            action: 'forbidden',
            changes: [{ field: 'action', new: action }],
          },
          new Date(now()).toISOString(),
        );
      }
      return new HttpError(
        403,
        `forbidden: the ${account.role} role may not ${action} ${resource}`,
        { code: FORBIDDEN_CODE },
      );
    };
    app.decorate('refuseByRole', refuseByRole);

    app.addHook('onRequest', async (request, reply) => {
      const account = request.account;
      // The panel follows the role it is told with every answer (a changed role acts at once).
      if (account) reply.header(ROLE_HEADER, account.role);
      const access = request.routeOptions.config.access;
      if (!account || !access) return;
      const [resource, action, signIn] = access;
      if (!canDo(account.role, resource, action)) throw refuseByRole(request, resource, action);
      if (signIn === PASSWORD && account.sessionId !== undefined) {
        throw new HttpError(
          403,
          'password_needed: a session of the sign-in by Telegram may not do this; sign in to ' +
            'the panel in a browser with the password',
          { code: PASSWORD_NEEDED },
        );
      }
    });
  },
  { name: 'access', dependencies: ['auth'] },
);
