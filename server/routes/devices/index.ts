// Device sessions (contract/secondStep.ts): the browsers that passed the second step.
//   GET    /devices        -> Device[]: one's own live devices (an owner, with ?all=true:
//                             everyone's), the most recently used first; `current` is this one
//   DELETE /devices/:id    -> 204: one's own device ended (an owner: anyone's); another's is 404
//   DELETE /devices        -> 204: "sign out everywhere": all of one's own devices, one's
//                             sessions of the sign-in by Telegram and one's Telegram link
// Every device ended is in the audit log; the browser of a device ended here forgets its cookie.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { canDo } from '../../../contract/roles.ts';
import { DEVICE_STEPS } from '../../../contract/secondStep.ts';
import {
  endDevices,
  endLiveDevices,
  findLiveDevice,
  listLiveDevices,
} from '../../secondStep/deviceSessions.ts';
import { revokeTelegramAccess } from '../../auth/revocation.ts';
import { actorOf } from '../../audit/audited.ts';
import { notFound } from '../../errors.ts';
import { signedInAccount } from '../../auth/plugin.ts';
import { recordDeviceEnds } from '../../secondStep/routes/records.ts';
import { clearDeviceCookie } from '../../secondStep/routes/steps.ts';
import { OneOf } from '../schemaTypes.ts';
import { idParams, toId } from '../validation.ts';
import type { RouteRules } from '../../access/routeAccess.ts';

// One's own devices (contract/secondStep.ts); an owner's ?all=true and ending another's device are
// checked by the routes.
export const access: RouteRules = {
  'GET /devices': ['own-account', 'show'],
  'DELETE /devices/:id': ['own-account', 'edit'],
  'DELETE /devices': ['own-account', 'edit'],
};

// One of the routes both modes serve alike, registered by our accounts' plugin.
export const registeredBy = 'routes/sharedRoutes.ts';

const deviceSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  userAgent: Type.String(),
  ipAddress: Type.String(),
  step: OneOf(DEVICE_STEPS, 'a device step'),
  createdAt: Type.String(),
  lastUsedAt: Type.String(),
  current: Type.Boolean(),
});

export default async function deviceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app;
  const { lifetimes } = app.secondStep;
  const now = () => app.secondStep.now();

  app.get(
    '/devices',
    {
      schema: {
        // `examples`: a valid request (tests/server/fuzz/routeTable.ts).
        querystring: Type.Object(
          { all: Type.Optional(Type.Boolean()) },
          { examples: [{ all: false }] },
        ),
        response: { 200: Type.Array(deviceSchema) },
      },
    },
    (request) => {
      const account = signedInAccount(request);
      const all = request.query.all === true;
      // Everyone's devices are the owners' to see, as the accounts are.
      if (all && !canDo(account.role, 'panel-accounts', 'list')) {
        throw app.refuseByRole(request, 'panel-accounts', 'list');
      }
      return listLiveDevices(db, all ? null : account.id, now(), lifetimes).map(
        ({ accountId: _accountId, ...device }) => ({
          ...device,
          current: device.id === request.deviceId,
        }),
      );
    },
  );

  app.delete('/devices/:id', { schema: { params: idParams } }, async (request, reply) => {
    const account = signedInAccount(request);
    const device = findLiveDevice(db, toId(request.params.id), now(), lifetimes);
    const own = device?.accountId === account.id;
    // Another's device is not named to whoever may not end it.
    if (!device || (!own && !canDo(account.role, 'panel-accounts', 'edit'))) {
      throw notFound('No such device');
    }
    db.transaction(() => {
      const ended = endDevices(db, [device.id], now());
      const reason = own ? 'signed_out' : 'ended_by_owner';
      if (ended.length > 0) recordDeviceEnds(db, request, [device], reason, now());
    })();
    if (device.id === request.deviceId) clearDeviceCookie(request, reply);
    return reply.code(204).send();
  });

  app.delete('/devices', async (request, reply) => {
    const account = signedInAccount(request);
    db.transaction(() => {
      const devices = endLiveDevices(db, account.id, now(), lifetimes);
      recordDeviceEnds(db, request, devices, 'signed_out_everywhere', now());
      // The Mini App's sessions and the Telegram link too: "everywhere" leaves nothing signed in
      // but the password (a link made with a stolen password would outlive it otherwise).
      revokeTelegramAccess(db, actorOf(request), account.id, 'signed_out_everywhere', now());
    })();
    clearDeviceCookie(request, reply);
    return reply.code(204).send();
  });
}
