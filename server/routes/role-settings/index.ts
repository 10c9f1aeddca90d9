// Per-role settings (contract/secondStep.ts RoleSettings):
//   GET /role-settings              -> RoleSettings[], every role's (everyone reads them)
//   PUT /role-settings/:role {telegramSignIn} -> RoleSettings (owners): whether the role may sign
//                                    in by Telegram. Turned off, the sign-in refuses the role's
//                                    accounts ('telegram_off') and their open sessions end.
// A change is in the audit log (resource 'role-settings').
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { ROLES, type Role } from '../../../contract/roles.ts';
import { actorOf, audited } from '../../audit/audited.ts';
import { listRoleSettings, setTelegramSignIn } from '../../auth/roleSettings.ts';
import { deleteRoleSessions } from '../../auth/sessions.ts';
import { OneOf } from '../schemaTypes.ts';
import { PASSWORD, type RouteRules } from '../../access/routeAccess.ts';

export const access: RouteRules = {
  // What the server offers each role, read by everyone (the panel words the sign-in by it).
  'GET /role-settings': ['session', 'list'],
  'PUT /role-settings/:role': ['panel-accounts', 'edit', PASSWORD],
};

// One of the routes both modes serve alike, registered by our accounts' plugin.
export const registeredBy = 'routes/sharedRoutes.ts';

const roleSchema = OneOf<Role>(ROLES, ROLES.join(', ').replace(/, (?!.*, )/, ' or '));

const settingsSchema = Type.Object({ role: Type.String(), telegramSignIn: Type.Boolean() });

export default async function roleSettingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/role-settings', { schema: { response: { 200: Type.Array(settingsSchema) } } }, () =>
    listRoleSettings(app.db),
  );

  app.put(
    '/role-settings/:role',
    {
      schema: {
        params: Type.Object({ role: roleSchema }, { examples: [{ role: 'operator' }] }),
        body: Type.Object(
          { telegramSignIn: Type.Boolean() },
          { examples: [{ telegramSignIn: true }] },
        ),
        response: { 200: settingsSchema },
      },
    },
    (request) => {
      const { role } = request.params;
      const { telegramSignIn } = request.body;
      audited(
        app.db,
        actorOf(request),
        () => {
          const before = setTelegramSignIn(app.db, role, telegramSignIn);
          // The sign-in refuses them from now on anyway (auth/sessions.ts); ending them too
          // means that turning it on again does not bring them back.
          const ended = telegramSignIn ? 0 : deleteRoleSessions(app.db, role);
          return { before, ended };
        },
        ({ before, ended }) =>
          before === telegramSignIn
            ? null
            : {
                resource: 'role-settings',
                recordId: role,
                action: 'update',
                changes: [
                  { field: 'telegramSignIn', old: before, new: telegramSignIn },
                  ...(ended > 0 ? [{ field: 'sessionsEnded', new: ended }] : []),
                ],
              },
        () => new Date(app.secondStep.now()),
      );
      return { role, telegramSignIn };
    },
  );
}
