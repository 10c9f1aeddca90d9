// An owner's reset of an account's second step (its person lost the phone and the recovery
// codes, or someone else has them): DELETE /panel-accounts/:id/second-step -> 204. The
// authenticator app, the passkeys and the recovery codes go, the account's devices end (resource
// 'devices'), and so do its Telegram sessions and link (server/auth/revocation.ts), in the audit log;
// the account then signs in with its password alone, or sets a second step up again first when
// its role must have one. `npm run account -- second-step <username> reset` does it from the
// command line, for the owner who has no one else to ask.
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../audit/audited.ts';
import { endLiveDevices } from '../../secondStep/deviceSessions.ts';
import { revokeTelegramAccess } from '../../auth/revocation.ts';
import { findAccountSummary } from '../../auth/accounts.ts';
import { removeSecondStep } from '../../secondStep/secondStep.ts';
import { notFound } from '../../errors.ts';
import { recordDeviceEnds, recordReset } from '../../secondStep/routes/records.ts';
import { clearDeviceCookie } from '../../secondStep/routes/steps.ts';
import { idParams, toId } from '../validation.ts';
import { ACCOUNT_NOT_FOUND } from './telegramLink.ts';
import { PASSWORD, type RouteRules } from '../../access/routeAccess.ts';

export const secondStepResetAccess: RouteRules = {
  'DELETE /panel-accounts/:id/second-step': ['panel-accounts', 'edit', PASSWORD],
};

export default async function secondStepResetRoute(app: FastifyInstance) {
  app.delete<{ Params: { id: string } }>(
    '/panel-accounts/:id/second-step',
    { schema: { params: idParams } },
    async (request, reply) => {
      const id = toId(request.params.id);
      const account = findAccountSummary(app.db, id);
      if (!account) throw notFound(ACCOUNT_NOT_FOUND);
      const now = app.secondStep.now();
      const ended = app.db.transaction(() => {
        const removed = removeSecondStep(app.db, id);
        recordReset(app.db, request, account, removed, now);
        const devices = endLiveDevices(app.db, id, now, app.secondStep.lifetimes);
        recordDeviceEnds(app.db, request, devices, 'reset', now);
        revokeTelegramAccess(app.db, actorOf(request), id, 'second_step_reset', now);
        return new Set(devices.map((device) => device.id));
      })();
      // One's own reset ends one's own device too.
      if (request.deviceId !== null && ended.has(request.deviceId)) {
        clearDeviceCookie(request, reply);
      }
      return reply.code(204).send();
    },
  );
}
