// One's own panel account, whatever its role: who the panel is signed in as and its role (which
// the panel follows; the server decides on every request all the same), its Telegram link (told
// once after it is made, whoever made it, and removable by the person), and one's own password,
// changed with the current one.
//   GET    /panel-accounts/me              -> {id, username, role, telegramUserId, telegramLink,
//                                              linkNotice}
//   PUT    /panel-accounts/me/password     {currentPassword, password} -> 204
//   DELETE /panel-accounts/me/link-notice  the notice was shown -> 204
//   DELETE /panel-accounts/me/telegram     one's own link removed (and its sessions ended) -> 204
// The password and the Telegram link need a sign-in with the password (server/access/: a session
// of the sign-in by Telegram is refused them); removing one's link does not.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { actorOf, audited } from '../../audit/audited.ts';
import {
  findAccountById,
  findAccountSummary,
  updateAccountPasswordHash,
} from '../../auth/accounts.ts';
import { readNewPassword } from '../../auth/accountRules.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { markLinkSeen, ownLink } from '../../auth/telegramLinks.ts';
import { badRequest } from '../../errors.ts';
import { signedInAccount } from '../../auth/plugin.ts';
import { Nullable, Text } from '../schemaTypes.ts';
import { changeTelegramLink } from './telegramLink.ts';
import { PASSWORD, type RouteRules } from '../../access/routeAccess.ts';

export const ownAccountAccess: RouteRules = {
  'GET /panel-accounts/me': ['own-account', 'show'],
  'PUT /panel-accounts/me/password': ['own-account', 'edit', PASSWORD],
  // Told to the person who signed in with the password (a link made with a stolen one included).
  'DELETE /panel-accounts/me/link-notice': ['own-account', 'edit', PASSWORD],
  // Less access only: a Telegram session may end its own link (and with it itself).
  'DELETE /panel-accounts/me/telegram': ['own-account', 'edit'],
};

const linkSchema = Type.Object({
  telegramUserId: Type.Integer(),
  /** Who made it: the account's own username when the person made it in the Mini App. */
  by: Type.String(),
  at: Type.String(),
  /** Typed by a number, not yet proven by its Telegram user: it opens nothing yet. */
  pending: Type.Boolean(),
});

const meSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  role: Type.String(),
  telegramUserId: Nullable(Type.Integer()),
  telegramLink: Nullable(linkSchema),
  /** The link, once, until the person has been told of it. */
  linkNotice: Nullable(linkSchema),
});

export default async function ownAccountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/panel-accounts/me', { schema: { response: { 200: meSchema } } }, (request) => {
    const { id } = signedInAccount(request);
    const account = findAccountSummary(app.db, id)!;
    const stored = ownLink(app.db, id);
    const link = stored && {
      telegramUserId: stored.telegramUserId,
      by: stored.by,
      at: stored.at,
      pending: stored.pending,
    };
    return {
      id,
      username: account.username,
      role: account.role,
      telegramUserId: account.telegramUserId,
      telegramLink: link,
      linkNotice: stored?.unseen ? link : null,
    };
  });

  app.put(
    '/panel-accounts/me/password',
    {
      config: { secretBody: true },
      schema: {
        body: Type.Object(
          { currentPassword: Text(256), password: Text(256) },
          { examples: [{ currentPassword: 'not-the-current-one', password: 'yangi-uzun-parol' }] },
        ),
      },
    },
    async (request, reply) => {
      const { id, username } = signedInAccount(request);
      const password = readNewPassword(request.body.password);
      // The current password is a password guess like a sign-in's: counted for the address and
      // the account, locked out alike, and hashed within the same bound (auth/signInLimits.ts).
      const stored = findAccountById(app.db, id)!;
      const { right, locked } = await app.signInLimits.verify(
        { address: request.ip, username },
        request.body.currentPassword,
        stored.passwordHash,
      );
      // Proof that the person at the keyboard is the account's, not someone at an open panel.
      if (!right) {
        app.metrics.signInRefused('password', locked);
        throw badRequest('currentPassword: is not the current password');
      }
      const passwordHash = await hashPassword(password);
      audited(
        app.db,
        actorOf(request),
        () => updateAccountPasswordHash(app.db, id, passwordHash),
        () => ({
          resource: 'panel-accounts',
          recordId: String(id),
          action: 'update',
          changes: [{ field: 'password', changed: true }],
        }),
      );
      return reply.code(204).send();
    },
  );

  app.delete('/panel-accounts/me/link-notice', async (request, reply) => {
    markLinkSeen(app.db, signedInAccount(request).id);
    return reply.code(204).send();
  });

  app.delete('/panel-accounts/me/telegram', async (request, reply) => {
    const { id } = signedInAccount(request);
    changeTelegramLink(app.db, actorOf(request), id, null);
    return reply.code(204).send();
  });
}
