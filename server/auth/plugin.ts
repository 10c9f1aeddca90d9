// Sign-in for every route of the scope it is registered in (the embedded /api and the gateway):
// Basic credentials of a panel account, with a cache of verified credentials and a lock-out per
// address and per account name after repeated failures (auth/signInLimits.ts), or a session opened by the sign-in by Telegram
// (`Bearer <token>`, server/auth/sessions.ts). A route marked `config: { signIn: true }` is open:
// it is a sign-in and checks its caller itself.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { authenticate, findAccountById } from './accounts.ts';
import type { Credentials } from './accounts.ts';
import { CredentialCache } from './credentialCache.ts';
import { LoginEvents } from './loginEvents.ts';
import { SignInLimits } from './signInLimits.ts';
import { findSessionAccount, parseBearerAuthorization } from './sessions.ts';
import { HttpError, tooManyFailures } from '../errors.ts';
import type { Role } from '../../contract/roles.ts';

export interface SignedInAccount {
  id: number;
  username: string;
  /** Its role as stored when the request arrived: read on every request, never cached. */
  role: Role;
  /** The session the request came with; undefined for Basic credentials. */
  sessionId?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The lock-out of failed sign-ins per address and per account name, and the bound on
     * password checks running at once, shared by every check of a password or a second-step
     * code (secondStep/plugin.ts, routes/panel-accounts/me.ts, routes/telegram/).
     */
    signInLimits: SignInLimits;
    /** Sign-ins whose event (POST /admin/login-info) may be recorded (auth/loginEvents.ts). */
    loginEvents: LoginEvents;
  }
  interface FastifyRequest {
    /** Set by the auth hook on every embedded /api request; null elsewhere. */
    account: SignedInAccount | null;
  }
  interface FastifyContextConfig {
    /** A sign-in route: open without credentials, it checks its caller itself. */
    signIn?: boolean;
  }
}

export interface AuthPluginOptions {
  maxFailures: number;
  failureWindowSeconds: number;
  /**
   * Whether `Bearer <token>` of a session is accepted: only while the sign-in by Telegram is on
   * (TELEGRAM_BOT_TOKEN), so unsetting the token also ends the sessions it opened.
   */
  acceptSessions?: boolean;
  now?: () => number;
}

/** The signed-in account of an /api request; a route outside the auth scope is a bug. */
export function signedInAccount(request: FastifyRequest): SignedInAccount {
  if (!request.account) throw new HttpError(401, 'Authentication required');
  return request.account;
}

/** Parses `Basic base64(utf8(username:password))`; undefined when it is not well-formed. */
export function parseBasicAuthorization(header: string): Credentials | undefined {
  const match = /^Basic +([A-Za-z0-9+/]+={0,2}) *$/i.exec(header);
  if (!match) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return undefined;
  // Split at the first colon: passwords may contain colons, usernames may not.
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

const digestOf = (header: string) => createHash('sha256').update(header).digest('base64');

export default fp<AuthPluginOptions>(
  async (app, options) => {
    const now = options.now ?? Date.now;
    const cache = new CredentialCache({ now });
    const limits = new SignInLimits({
      maxFailures: options.maxFailures,
      windowMs: options.failureWindowSeconds * 1000,
      now,
    });
    const loginEvents = new LoginEvents(now);
    app.decorateRequest('account', null);
    app.decorate('signInLimits', limits);
    app.decorate('loginEvents', loginEvents);

    // onRequest runs before the body is read, so unauthenticated clients cannot make us parse it.
    // The 401s deliberately carry no WWW-Authenticate: it would make browsers show their own
    // sign-in dialog over the panel's.
    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.config.signIn === true) return;
      const address = request.ip;
      const header = request.headers.authorization;
      if (!header) {
        const lockedFor = limits.retryAfterSeconds({ address });
        if (lockedFor > 0) throw tooManyFailures(lockedFor);
        throw new HttpError(401, 'Authentication required');
      }

      // A session token is 256 random bits: a wrong one is not a guess worth counting, and
      // counting the expired tokens a panel still sends would lock its address out. Anything
      // else (a malformed Bearer header too) is checked as Basic credentials, and counted.
      const token = options.acceptSessions ? parseBearerAuthorization(header) : undefined;
      if (token !== undefined) {
        const lockedFor = limits.retryAfterSeconds({ address });
        if (lockedFor > 0) throw tooManyFailures(lockedFor);
        const session = findSessionAccount(app.db, token, now());
        if (!session) throw new HttpError(401, 'The session has expired or ended');
        request.account = {
          id: session.accountId,
          username: session.username,
          role: session.role,
          sessionId: session.sessionId,
        };
        return;
      }

      const credentials = parseBasicAuthorization(header);
      const attempt = { address, username: credentials?.username };
      const lockedFor = limits.retryAfterSeconds(attempt);
      if (lockedFor > 0) throw tooManyFailures(lockedFor);

      // The panel's sign-in asks for its password to be checked (`Cache-Control: no-cache`): a
      // sign-in is a check, so that its event may be recorded (auth/loginEvents.ts) even where
      // another browser's sign-in with the same password is still in the cache.
      const fresh = /\bno-cache\b/i.test(request.headers['cache-control'] ?? '');
      const cached = fresh ? undefined : cache.get(header);
      // A cheap indexed read confirms the account still exists, enabled, with the same hash, and
      // reads its role as it is now.
      const stored = cached && findAccountById(app.db, cached.id);
      if (cached && stored && !stored.disabled && stored.passwordHash === cached.passwordHash) {
        request.account = { id: cached.id, username: cached.username, role: stored.role };
        return;
      }
      if (cached) cache.forgetAccount(cached.id);

      // Only a digest of the header keys the checks in progress, as in the cache.
      const account = await limits.check(
        address,
        () => (credentials ? authenticate(app.db, credentials) : Promise.resolve(undefined)),
        digestOf(header),
      );
      if (!account) {
        app.metrics.signInRefused('password', limits.recordFailure(attempt));
        throw new HttpError(401, 'Invalid username or password');
      }
      // Concurrent guesses may have locked the address or the name while this one was hashing.
      const lockedMeanwhile = limits.retryAfterSeconds(attempt);
      if (lockedMeanwhile > 0) throw tooManyFailures(lockedMeanwhile);
      limits.recordSuccess(attempt);
      // A password checked (not one the cache already knew): a sign-in, as the refusals are.
      app.metrics.signInAccepted('password');
      loginEvents.grant(account.id);
      cache.set(header, account);
      request.account = { id: account.id, username: account.username, role: account.role };
    });
  },
  { name: 'auth', dependencies: ['db', 'metrics'] },
);
