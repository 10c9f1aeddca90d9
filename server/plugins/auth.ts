// Sign-in for every route of the scope it is registered in (the embedded /api and the gateway):
// Basic credentials of a panel account, with a cache of verified credentials and a per-address
// lock-out after repeated failures, or a session opened by the sign-in by Telegram
// (`Bearer <token>`, server/auth/sessions.ts). A route marked `config: { signIn: true }` is open:
// it is a sign-in and checks its caller itself.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { authenticate, findAccountById } from '../auth/accounts.ts';
import type { Credentials, PanelAccount } from '../auth/accounts.ts';
import { CredentialCache } from '../auth/credentialCache.ts';
import { FailureLimiter } from '../auth/failureLimiter.ts';
import { findSessionAccount, parseBearerAuthorization } from '../auth/sessions.ts';
import { HttpError } from '../errors.ts';
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
     * The per-address lock-out of failed sign-ins, shared with the second step
     * (plugins/secondStep.ts), whose failed codes count as failed passwords do.
     */
    signInFailures: FailureLimiter;
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

/** Password checks (scrypt) running at once for one address, and for all. */
export const MAX_CHECKS_PER_ADDRESS = 4;
export const MAX_CHECKS_IN_ALL = 32;

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

export default fp<AuthPluginOptions>(
  async (app, options) => {
    const now = options.now ?? Date.now;
    const cache = new CredentialCache({ now });
    const limiter = new FailureLimiter({
      maxFailures: options.maxFailures,
      windowMs: options.failureWindowSeconds * 1000,
      now,
    });

    const tooManyFailures = (reply: FastifyReply, retryAfter: number) => {
      reply.header('retry-after', String(retryAfter));
      return new HttpError(429, 'Too many failed sign-in attempts. Try again later.');
    };

    app.decorateRequest('account', null);
    app.decorate('signInFailures', limiter);

    // Password checks in progress, by a digest of the header: requests that arrive together with
    // the same header (a panel's first calls; 200 clients at a cold start) share one scrypt run
    // instead of queueing one each on the thread pool. Only a digest is kept, as in the cache.
    // New checks are bounded per address and in all: a burst of different wrong headers would
    // otherwise queue unlimited hashing before its first failure is even counted.
    const checking = new Map<string, Promise<PanelAccount | undefined>>();
    const running = new Map<string, number>();
    let runningInAll = 0;
    const verifyOnce = (
      header: string,
      address: string,
      reply: FastifyReply,
    ): Promise<PanelAccount | undefined> => {
      const key = createHash('sha256').update(header).digest('base64');
      const joined = checking.get(key);
      if (joined) return joined;
      if ((running.get(address) ?? 0) >= MAX_CHECKS_PER_ADDRESS) {
        reply.header('retry-after', '1');
        throw new HttpError(429, 'Too many sign-in attempts at once from this address. Try again.');
      }
      if (runningInAll >= MAX_CHECKS_IN_ALL) {
        reply.header('retry-after', '1');
        throw new HttpError(503, 'The server is busy checking sign-ins. Try again in a moment.');
      }
      const credentials = parseBasicAuthorization(header);
      const check = credentials ? authenticate(app.db, credentials) : Promise.resolve(undefined);
      checking.set(key, check);
      running.set(address, (running.get(address) ?? 0) + 1);
      runningInAll += 1;
      const done = () => {
        checking.delete(key);
        const left = (running.get(address) ?? 1) - 1;
        if (left > 0) running.set(address, left);
        else running.delete(address);
        runningInAll -= 1;
      };
      check.then(done, done);
      return check;
    };

    // onRequest runs before the body is read, so unauthenticated clients cannot make us parse it.
    // The 401s deliberately carry no WWW-Authenticate: it would make browsers show their own
    // sign-in dialog over the panel's.
    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.config.signIn === true) return;
      const address = request.ip;
      const lockedFor = limiter.retryAfterSeconds(address);
      if (lockedFor > 0) throw tooManyFailures(reply, lockedFor);

      const header = request.headers.authorization;
      if (!header) throw new HttpError(401, 'Authentication required');

      // A session token is 256 random bits: a wrong one is not a guess worth counting, and
      // counting the expired tokens a panel still sends would lock its address out. Anything
      // else (a malformed Bearer header too) is checked as Basic credentials, and counted.
      const token = options.acceptSessions ? parseBearerAuthorization(header) : undefined;
      if (token !== undefined) {
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

      const cached = cache.get(header);
      // A cheap indexed read confirms the account still exists, enabled, with the same hash, and
      // reads its role as it is now.
      const stored = cached && findAccountById(app.db, cached.id);
      if (cached && stored && !stored.disabled && stored.passwordHash === cached.passwordHash) {
        request.account = { id: cached.id, username: cached.username, role: stored.role };
        return;
      }
      if (cached) cache.forgetAccount(cached.id);

      const account = await verifyOnce(header, address, reply);
      if (!account) {
        app.metrics.signInRefused('password', limiter.recordFailure(address));
        throw new HttpError(401, 'Invalid username or password');
      }
      // Concurrent guesses may have locked the address while this one was hashing.
      const lockedMeanwhile = limiter.retryAfterSeconds(address);
      if (lockedMeanwhile > 0) throw tooManyFailures(reply, lockedMeanwhile);
      limiter.recordSuccess(address);
      // A password checked (not one the cache already knew): a sign-in, as the refusals are.
      app.metrics.signInAccepted('password');
      cache.set(header, account);
      request.account = { id: account.id, username: account.username, role: account.role };
    });
  },
  { name: 'auth', dependencies: ['db', 'metrics'] },
);
