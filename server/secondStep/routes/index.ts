// The second step's routes, one's own (contract/secondStep.ts; the check at sign-in is
// ../plugin.ts): what one has (GET /second-step), the authenticator app (totp.ts) and passkeys
// (passkeys.ts). Registered in the embedded API and the gateway alike (routes/sharedRoutes.ts).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { secondStepState } from '../secondStep.ts';
import { signedInAccount } from '../../auth/plugin.ts';
import passkeyRoutes, { passkeyAccess } from './passkeys.ts';
import totpRoutes, { totpAccess } from './totp.ts';
import type { RouteRules } from '../../access/routeAccess.ts';

// One's own second step (contract/secondStep.ts), with the rules of totp.ts and passkeys.ts.
export const access: RouteRules = {
  'GET /second-step': ['own-account', 'show'],
  ...totpAccess,
  ...passkeyAccess,
};

const stateSchema = Type.Object({
  required: Type.Boolean(),
  totp: Type.Boolean(),
  passkeys: Type.Array(
    Type.Object({ id: Type.Integer(), name: Type.String(), createdAt: Type.String() }),
  ),
  recoveryCodesLeft: Type.Integer(),
});

export default async function secondStepRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/second-step', { schema: { response: { 200: stateSchema } } }, (request) => {
    const { id, role } = signedInAccount(request);
    return secondStepState(app.db, id, app.secondStep.required({ id, role }));
  });

  await app.register(totpRoutes);
  await app.register(passkeyRoutes);
}
