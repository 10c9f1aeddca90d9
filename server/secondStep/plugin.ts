// The second step at sign-in (contract/secondStep.ts), for the scope it is registered in (the
// embedded /api and the gateway), after the auth plugin has named the account. Basic credentials
// of an account that has a second step (a confirmed authenticator app or a passkey) count only
// with the cookie of a live device session of that account; an account whose role must have one
// (SECOND_STEP_ROLES) and has none may do nothing but set one up. The second step's own routes
// need only the password (the set-up ones only while the account has no second step yet). A
// session of the sign-in by Telegram stays one step: Telegram has vouched for the person, and the
// Mini App keeps no cookie. Registered before the access plugin, so that a request that has not
// passed the step is not judged (or audited) by role yet.
import cookie from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../../contract/roles.ts';
import {
  DEVICE_COOKIE,
  SECOND_STEP,
  SECOND_STEP_PASS_ROUTES,
  SECOND_STEP_SETUP,
  SECOND_STEP_SETUP_ROUTES,
} from '../../contract/secondStep.ts';
import type { DeviceLifetimes } from './deviceSessions.ts';
import { useLiveDevice } from './deviceSessions.ts';
import { FailureLimiter } from '../auth/failureLimiter.ts';
import { isDemoAccount } from '../auth/initialAccount.ts';
import { hasSecondStep } from './secondStep.ts';
import { ChallengeStore } from './webauthn.ts';
import type { Config } from '../config.ts';
import { HttpError } from '../errors.ts';

const DAY_MS = 86_400_000;

export interface SecondStepContext {
  /**
   * Whether the account must have a second step: its role is one of SECOND_STEP_ROLES, and it is
   * not the generated demo account (which is offered one: auth/initialAccount.ts).
   */
  required: (account: { id: number; role: Role }) => boolean;
  lifetimes: DeviceLifetimes;
  /** WEBAUTHN_ORIGIN, or undefined: the request's own origin. */
  webauthnOrigin?: string;
  now: () => number;
  /**
   * Failed codes per account, beside the per-address lock-out they count in too: a correct
   * password clears the address's count (auth/plugin.ts), so it alone would let whoever has the
   * password guess codes without end, a few at a time.
   */
  codeFailures: FailureLimiter;
  /** WebAuthn challenges waiting for their answer. */
  challenges: ChallengeStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    secondStep: SecondStepContext;
  }
  interface FastifyRequest {
    /** The live device session the request came with (its cookie), or null. */
    deviceId: number | null;
  }
}

export interface SecondStepOptions {
  config: Config;
  now?: () => number;
}

const PASS = new Set<string>(SECOND_STEP_PASS_ROUTES);
const SETUP = new Set<string>(SECOND_STEP_SETUP_ROUTES);

/** 'pass' or 'setup' for the second step's own routes, else undefined. */
function routeKind(request: FastifyRequest): 'pass' | 'setup' | undefined {
  const route = `${request.method} ${(request.routeOptions.url ?? '').replace(/^\/api(?=\/)/, '')}`;
  if (PASS.has(route)) return 'pass';
  return SETUP.has(route) ? 'setup' : undefined;
}

export default fp<SecondStepOptions>(
  async (app, options) => {
    const { config } = options;
    const now = options.now ?? Date.now;
    const context: SecondStepContext = {
      required: ({ id, role }) =>
        config.secondStepRoles.includes(role) && !isDemoAccount(app.db, id),
      lifetimes: { idleMs: config.deviceIdleDays * DAY_MS, maxMs: config.deviceMaxDays * DAY_MS },
      webauthnOrigin: config.webauthnOrigin,
      now,
      codeFailures: new FailureLimiter({
        maxFailures: config.authMaxFailures,
        windowMs: config.authFailureWindowSeconds * 1000,
        now,
      }),
      challenges: new ChallengeStore(now),
    };
    // The device cookie is read and set in this scope only (Path=/api).
    await app.register(cookie);
    app.decorate('secondStep', context);
    app.decorateRequest('deviceId', null);

    app.addHook('onRequest', async (request) => {
      const account = request.account;
      if (!account || account.sessionId !== undefined) return;
      const token = request.cookies[DEVICE_COOKIE];
      if (token !== undefined) {
        const id = useLiveDevice(app.db, account.id, token, now(), context.lifetimes);
        if (id !== undefined) {
          request.deviceId = id;
          return;
        }
      }
      const kind = routeKind(request);
      if (hasSecondStep(app.db, account.id)) {
        if (kind === 'pass') return;
        throw new HttpError(
          401,
          'This account signs in with a second step: a code from its authenticator app, a ' +
            'recovery code or a passkey',
          { reason: SECOND_STEP },
        );
      }
      if (kind === undefined && context.required(account)) {
        throw new HttpError(
          401,
          `The ${account.role} role signs in with a second step: set up an authenticator app ` +
            'or a passkey first',
          { reason: SECOND_STEP_SETUP },
        );
      }
    });
  },
  { name: 'second-step', dependencies: ['auth'] },
);
