// Panel accounts: the people who sign in to the panel, each with a role (contract/roles.ts). The
// owners' work (server/access/ lets no other role here): list, add with a role, set a role, set
// another's password (which also ends the account's Telegram sessions and link), disable or
// enable (a disabled account loses its link too, migration 016), link to a Telegram user for the
// Mini App's sign-in (pending until that user proves the account's password there; its person is
// told at their next sign-in, and by whom) or unlink; the last enabled owner always
// remains one (the table's triggers). One's own account is me.ts. No answer carries a password
// hash, and every change is in the audit log (a password as changed).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { actorOf, audited, changesBetween } from '../../audit/audited.ts';
import { ROLES, type Role } from '../../../contract/roles.ts';
import {
  findAccountByUsername,
  findAccountSummary,
  insertAccount,
  listAccounts,
  setAccountDisabled,
  setAccountRole,
  updateAccountPasswordHash,
} from '../../auth/accounts.ts';
import { readNewPassword, readUsername } from '../../auth/accountRules.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { revokeTelegramAccess } from '../../auth/revocation.ts';
import { conflict, notFound } from '../../errors.ts';
import { OneOf, Text } from '../schemaTypes.ts';
import { idParams, toId } from '../validation.ts';
import {
  ACCOUNT_NOT_FOUND,
  accountSchema,
  changeTelegramLink,
  telegramUserIdSchema,
} from './telegramLink.ts';
import { PASSWORD, type RouteRules } from '../../access/routeAccess.ts';
import { ownAccountAccess } from './me.ts';
import { secondStepResetAccess } from './secondStepReset.ts';

// With the rules of me.ts and secondStepReset.ts, which sharedRoutes.ts registers too.
export const access: RouteRules = {
  'GET /panel-accounts': ['panel-accounts', 'list'],
  'POST /panel-accounts': ['panel-accounts', 'create', PASSWORD],
  'PUT /panel-accounts/:id/password': ['panel-accounts', 'edit', PASSWORD],
  'PUT /panel-accounts/:id': ['panel-accounts', 'edit', PASSWORD],
  'PUT /panel-accounts/:id/role': ['panel-accounts', 'edit', PASSWORD],
  'PUT /panel-accounts/:id/telegram': ['panel-accounts', 'edit', PASSWORD],
  'DELETE /panel-accounts/:id/telegram': ['panel-accounts', 'edit', PASSWORD],
  ...ownAccountAccess,
  ...secondStepResetAccess,
};

// One of the routes both modes serve alike, registered by our accounts' plugin.
export const registeredBy = 'routes/sharedRoutes.ts';

const roleSchema = OneOf<Role>(ROLES, ROLES.join(', ').replace(/, (?!.*, )/, ' or '));

const LAST_OWNER = 'the last enabled owner must remain an enabled owner';

export default async function panelAccountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/panel-accounts', { schema: { response: { 200: Type.Array(accountSchema) } } }, () =>
    listAccounts(app.db),
  );

  app.post(
    '/panel-accounts',
    {
      config: { secretBody: true },
      schema: {
        body: Type.Object(
          {
            username: Text(128),
            password: Text(256),
            // Least power by default: an owner gives more on purpose.
            role: Type.Optional(roleSchema),
          },
          { examples: [{ username: 'aziz', password: 'yetarli-uzun-parol' }] },
        ),
        response: { 201: accountSchema },
      },
    },
    async (request, reply) => {
      const username = readUsername(request.body.username);
      const password = readNewPassword(request.body.password);
      const role = request.body.role ?? 'viewer';
      if (findAccountByUsername(app.db, username)) {
        throw conflict('username: an account with this name already exists');
      }
      const passwordHash = await hashPassword(password);
      const account = audited(
        app.db,
        actorOf(request),
        () => insertAccount(app.db, username, passwordHash, role),
        (created) => ({
          resource: 'panel-accounts',
          recordId: String(created.id),
          action: 'create',
          changes: [...changesBetween(undefined, created), { field: 'password', changed: true }],
        }),
      );
      return reply.code(201).send(account);
    },
  );

  app.put(
    '/panel-accounts/:id/password',
    {
      config: { secretBody: true },
      schema: {
        params: idParams,
        body: Type.Object(
          { password: Text(256) },
          { examples: [{ password: 'yangi-uzun-parol' }] },
        ),
        response: { 200: accountSchema },
      },
    },
    async (request) => {
      const id = toId(request.params.id);
      const password = readNewPassword(request.body.password);
      if (!findAccountSummary(app.db, id)) throw notFound(ACCOUNT_NOT_FOUND);
      const passwordHash = await hashPassword(password);
      const actor = actorOf(request);
      audited(
        app.db,
        actor,
        () => {
          if (!updateAccountPasswordHash(app.db, id, passwordHash)) {
            throw notFound(ACCOUNT_NOT_FOUND);
          }
          // Set by someone else: the answer to a stolen password, which the account's Telegram
          // link would otherwise outlive (its devices end in the database, migration 015).
          if (actor.accountId !== id) {
            revokeTelegramAccess(app.db, actor, id, 'password_reset', app.secondStep.now());
          }
        },
        () => ({
          resource: 'panel-accounts',
          recordId: String(id),
          action: 'update',
          changes: [{ field: 'password', changed: true }],
        }),
      );
      return findAccountSummary(app.db, id)!;
    },
  );

  app.put(
    '/panel-accounts/:id',
    {
      schema: {
        params: idParams,
        querystring: Type.Object({ disabled: Type.Boolean() }, { examples: [{ disabled: false }] }),
        response: { 200: accountSchema },
      },
    },
    async (request) => {
      const id = toId(request.params.id);
      const before = findAccountSummary(app.db, id);
      if (!before) throw notFound(ACCOUNT_NOT_FOUND);
      const { disabled } = request.query;
      const outcome = audited(
        app.db,
        actorOf(request),
        () => setAccountDisabled(app.db, id, disabled),
        (result) =>
          result === 'done' && before.disabled !== disabled
            ? {
                resource: 'panel-accounts',
                recordId: String(id),
                action: 'toggle',
                changes: changesBetween({ disabled: before.disabled }, { disabled }),
              }
            : null,
      );
      if (outcome === 'last-owner') throw conflict(`disabled: ${LAST_OWNER}`);
      if (outcome === 'not-found') throw notFound(ACCOUNT_NOT_FOUND);
      return findAccountSummary(app.db, id)!;
    },
  );

  app.put(
    '/panel-accounts/:id/role',
    {
      schema: {
        params: idParams,
        body: Type.Object({ role: roleSchema }, { examples: [{ role: 'operator' }] }),
        response: { 200: accountSchema },
      },
    },
    async (request) => {
      const id = toId(request.params.id);
      const before = findAccountSummary(app.db, id);
      if (!before) throw notFound(ACCOUNT_NOT_FOUND);
      const { role } = request.body;
      const outcome = audited(
        app.db,
        actorOf(request),
        () => setAccountRole(app.db, id, role),
        (result) =>
          result === 'done' && before.role !== role
            ? {
                resource: 'panel-accounts',
                recordId: String(id),
                action: 'update',
                changes: changesBetween({ role: before.role }, { role }),
              }
            : null,
      );
      if (outcome === 'last-owner') throw conflict(`role: ${LAST_OWNER}`);
      if (outcome === 'not-found') throw notFound(ACCOUNT_NOT_FOUND);
      return findAccountSummary(app.db, id)!;
    },
  );

  // The Telegram user who may sign in as this account from the Mini App (its numeric user id,
  // which the sign-in's refusal tells an unlinked user). Unique: 409 when another account has it.
  app.put(
    '/panel-accounts/:id/telegram',
    {
      schema: {
        params: idParams,
        body: Type.Object(
          { telegramUserId: telegramUserIdSchema },
          { examples: [{ telegramUserId: 5123456789 }] },
        ),
        response: { 200: accountSchema },
      },
    },
    async (request) =>
      changeTelegramLink(
        app.db,
        actorOf(request),
        toId(request.params.id),
        request.body.telegramUserId,
      ),
  );

  app.delete(
    '/panel-accounts/:id/telegram',
    { schema: { params: idParams, response: { 200: accountSchema } } },
    async (request) => changeTelegramLink(app.db, actorOf(request), toId(request.params.id), null),
  );
}
