// One's own panel account, whatever its role: who the panel is signed in as and its role (which
// the panel follows; the server decides on every request all the same), a Telegram link someone
// else set and the person has not been told of yet, and one's own password, changed with the
// current one.
//   GET    /panel-accounts/me              -> {id, username, role, telegramUserId, linkNotice}
//   PUT    /panel-accounts/me/password     {currentPassword, password} -> 204
//   DELETE /panel-accounts/me/link-notice  the notice was shown -> 204
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
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { markLinkSeen, unseenLink } from '../../auth/telegramLinks.ts';
import { badRequest } from '../../errors.ts';
import { signedInAccount } from '../../plugins/auth.ts';
import { Nullable, Text } from '../schemaTypes.ts';

const meSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  role: Type.String(),
  telegramUserId: Nullable(Type.Integer()),
  linkNotice: Nullable(
    Type.Object({ telegramUserId: Type.Integer(), by: Type.String(), at: Type.String() }),
  ),
});

export default async function ownAccountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/panel-accounts/me', { schema: { response: { 200: meSchema } } }, (request) => {
    const { id } = signedInAccount(request);
    const account = findAccountSummary(app.db, id)!;
    const notice = unseenLink(app.db, id);
    return {
      id,
      username: account.username,
      role: account.role,
      telegramUserId: account.telegramUserId,
      linkNotice: notice && {
        telegramUserId: notice.telegramUserId,
        by: notice.username,
        at: notice.at,
      },
    };
  });

  app.put(
    '/panel-accounts/me/password',
    { schema: { body: Type.Object({ currentPassword: Text(256), password: Text(256) }) } },
    async (request, reply) => {
      const { id } = signedInAccount(request);
      const password = readNewPassword(request.body.password);
      const stored = findAccountById(app.db, id)!;
      // Proof that the person at the keyboard is the account's, not someone at an open panel.
      if (!(await verifyPassword(request.body.currentPassword, stored.passwordHash))) {
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
}
