// The sign-in by Telegram, for the panel opened as a Mini App (docs/telegram.md),
// on the embedded API and the gateway, only when TELEGRAM_BOT_TOKEN is set:
//   POST   /telegram/session  {initData, password?}
//                                         open: verified init data of a linked, enabled account
//                                         -> 201 {token, expiresAt, account: {id, username, role}};
//                                         else 401 {message, reason} (telegram_off: the role's
//                                         sign-in by Telegram is off, routes/role-settings;
//                                         link_pending: the link was typed, and its Telegram user
//                                         proves it once with the account's password, sent again
//                                         with the same init data; wrong_password)
//   DELETE /telegram/session              signs the current session out -> 204
//   POST   /telegram/link     {initData}  links the Telegram user of the init data to the
//                                         signed-in account -> 200 the account
// Init data is checked by server/auth/telegramInitData.ts; sessions are server/auth/sessions.ts.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { ROLES, type Role } from '../../../contract/roles.ts';
import { OneOf, Text } from '../schemaTypes.ts';
import { actorOf } from '../../audit/audited.ts';
import { SignInLimits } from '../../auth/signInLimits.ts';
import { findAccountById } from '../../auth/accounts.ts';
import { createSession, deleteSession } from '../../auth/sessions.ts';
import { useInitDataOnce } from '../../auth/initDataUse.ts';
import { CLOCK_SKEW_MS, checkInitData } from '../../auth/telegramInitData.ts';
import type { TelegramUser } from '../../auth/telegramInitData.ts';
import { confirmTelegramLink, findAccountByTelegramUserId } from '../../auth/telegramLinks.ts';
import { telegramSignInAllowed } from '../../auth/roleSettings.ts';
import { TELEGRAM_OFF } from '../../../contract/secondStep.ts';
import type { Config } from '../../config.ts';
import { HttpError, tooManyFailures } from '../../errors.ts';
import { signedInAccount } from '../../auth/plugin.ts';
import { accountSchema, changeTelegramLink } from '../panel-accounts/telegramLink.ts';
import { recordLinkProven, recordRefusal, recordSignIn, recordSignOut } from './records.ts';
import type { SignInRefusal } from './records.ts';
import { INIT_DATA_PROBLEMS, REFUSAL_MESSAGES } from './messages.ts';
import { PASSWORD, type RouteRules } from '../../access/routeAccess.ts';

// The sign-in itself needs none (`config.signIn`: it checks its caller).
export const access: RouteRules = {
  'DELETE /telegram/session': ['session', 'delete'],
  // Linking one's own Telegram user from the Mini App, with the account's password.
  'POST /telegram/link': ['own-account', 'edit', PASSWORD],
};

// Both modes offer the sign-in by Telegram when its bot's token is set: our accounts' plugin
// registers it.
export const registeredBy = 'accounts/plugin.ts';

export interface TelegramRouteOptions {
  botToken: string;
  initDataMaxAgeSeconds: number;
  sessionTtlSeconds: number;
  /** The sign-in's own lock-out, with the limits of the password sign-in's. */
  maxFailures: number;
  failureWindowSeconds: number;
  now?: () => number;
}

/** The options of these routes in `config`, or undefined when the bot token is not set. */
export function telegramRouteOptions(
  config: Config,
  now?: () => number,
): TelegramRouteOptions | undefined {
  if (config.telegramBotToken === undefined) return undefined;
  return {
    botToken: config.telegramBotToken,
    initDataMaxAgeSeconds: config.telegramInitDataMaxAgeSeconds,
    sessionTtlSeconds: config.telegramSessionTtlSeconds,
    maxFailures: config.authMaxFailures,
    failureWindowSeconds: config.authFailureWindowSeconds,
    now,
  };
}

// Telegram's init data is a few hundred bytes (a photo URL and the signature included).
const initData = Type.String({ minLength: 1, maxLength: 4096 });
const initDataBody = Type.Object({ initData });
const sessionBody = Type.Object({ initData, password: Type.Optional(Text(256)) });

const sessionSchema = Type.Object({
  token: Type.String(),
  expiresAt: Type.String(),
  account: Type.Object({
    id: Type.Integer(),
    username: Type.String(),
    role: OneOf<Role>(ROLES, "the account's role"),
  }),
});

/** The refusals whose Telegram user is verified: its own id, to give to an admin who links it. */
const TELLS_USER_ID: ReadonlySet<SignInRefusal> = new Set([
  'unlinked',
  'disabled',
  'link_pending',
  'wrong_password',
]);

const refusalSchema = Type.Object({
  message: Type.String(),
  reason: Type.String(),
  // Only when the signature is good: the user's own id, to give to an admin who links it.
  telegramUserId: Type.Optional(Type.Integer()),
});

export default async function telegramRoutes(
  fastify: FastifyInstance,
  options: TelegramRouteOptions,
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const now = options.now ?? Date.now;
  // Its own, so that an unlinked colleague retrying from the office's address does not lock the
  // office's password sign-ins out; it also bounds what refusals write to the audit log. A wrong
  // password of a pending link's proof counts in the password sign-in's own limits as well.
  const limiter = new SignInLimits({
    maxFailures: options.maxFailures,
    windowMs: options.failureWindowSeconds * 1000,
    now,
  });
  // A use is kept as long as the init data could still pass the age check (and its skew).
  const initDataKeptMs = options.initDataMaxAgeSeconds * 1000 + CLOCK_SKEW_MS;
  const rules = () => ({
    botToken: options.botToken,
    maxAgeSeconds: options.initDataMaxAgeSeconds,
    now: now(),
  });

  app.post(
    '/telegram/session',
    {
      config: { signIn: true },
      schema: {
        body: sessionBody,
        response: { 201: sessionSchema, 401: refusalSchema },
      },
    },
    async (request, reply) => {
      const attempt = { address: request.ip };
      const lockedFor = limiter.retryAfterSeconds(attempt);
      if (lockedFor > 0) throw tooManyFailures(lockedFor);
      const refuse = (
        reason: SignInRefusal,
        user: TelegramUser | null,
        account?: { id: number; username: string },
      ): FastifyReply => {
        app.metrics.signInRefused('telegram', limiter.recordFailure(attempt));
        recordRefusal(app.db, request, { reason, user, account }, new Date(now()));
        return reply.code(401).send({
          message: REFUSAL_MESSAGES[reason],
          reason,
          ...(TELLS_USER_ID.has(reason) && user ? { telegramUserId: user.id } : {}),
        });
      };

      const check = checkInitData(request.body.initData, rules());
      if (!check.ok) return refuse(check.reason, check.claimed);
      const { user } = check;
      const account = findAccountByTelegramUserId(app.db, user.id);
      if (!account) return refuse('unlinked', user);
      if (account.disabled) return refuse('disabled', user, account);
      if (!telegramSignInAllowed(app.db, account.role)) return refuse(TELEGRAM_OFF, user, account);
      // A typed link opens nothing until its Telegram user proves the account's password once;
      // the init data is not used up by the ask, so the same launch sends it again with it.
      const { password } = request.body;
      if (account.pending) {
        if (password === undefined) return refuse('link_pending', user, account);
        // The account's password, checked as a sign-in's is (auth/signInLimits.ts).
        const stored = findAccountById(app.db, account.id)!;
        const attempt = { address: request.ip, username: account.username };
        const proof = await app.signInLimits.verify(attempt, password, stored.passwordHash);
        if (!proof.right) return refuse('wrong_password', user, account);
      }
      // Each signed init data opens one session (a copy of it, in any byte form, opens none).
      if (!useInitDataOnce(app.db, request.body.initData, now(), initDataKeptMs)) {
        return refuse('replayed', user, account);
      }

      limiter.recordSuccess(attempt);
      const at = now();
      const session = app.db.transaction(() => {
        if (account.pending && confirmTelegramLink(app.db, account.id)) {
          recordLinkProven(app.db, request, { account, user }, new Date(at));
        }
        const opened = createSession(
          app.db,
          account.id,
          user.id,
          at,
          options.sessionTtlSeconds * 1000,
        );
        recordSignIn(
          app.db,
          request,
          { account, user, sessionId: opened.id, expiresAt: opened.expiresAt },
          new Date(at),
        );
        return opened;
      })();
      app.metrics.signInAccepted('telegram');
      // The answer holds a credential: no cache may keep it.
      reply.header('cache-control', 'no-store');
      return reply.code(201).send({
        token: session.token,
        expiresAt: session.expiresAt,
        account: { id: account.id, username: account.username, role: account.role },
      });
    },
  );

  app.delete('/telegram/session', async (request, reply) => {
    const account = signedInAccount(request);
    const { sessionId } = account;
    // With Basic credentials there is no session to end: nothing to do, as for one already ended.
    if (sessionId !== undefined) {
      app.db.transaction(() => {
        if (deleteSession(app.db, sessionId)) {
          recordSignOut(app.db, request, { account, sessionId }, new Date(now()));
        }
      })();
    }
    return reply.code(204).send();
  });

  app.post(
    '/telegram/link',
    {
      config: { secretBody: true },
      schema: { body: initDataBody, response: { 200: accountSchema } },
    },
    async (request) => {
      const account = signedInAccount(request);
      // Proof of both sides: the Telegram user's signed init data, and the account's password (a
      // session opened by Telegram proves only the Telegram side: server/access/ refuses it).
      const check = checkInitData(request.body.initData, rules());
      // A 400, not a 401: the admin is signed in, and a 401 would sign the panel out.
      if (!check.ok) throw new HttpError(400, `initData: ${INIT_DATA_PROBLEMS[check.reason]}`);
      if (!useInitDataOnce(app.db, request.body.initData, now(), initDataKeptMs)) {
        throw new HttpError(400, 'initData: was used already: open the Mini App again');
      }
      return changeTelegramLink(app.db, actorOf(request), account.id, check.user.id, 'proven');
    },
  );
}
