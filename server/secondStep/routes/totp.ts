// The authenticator app as a second step (contract/secondStep.ts):
//   POST /second-step/totp/setup    -> {secret, uri}: a new pending secret (the app reads the uri)
//   POST /second-step/totp/confirm  {code} -> {recoveryCodes} + a device session: the app works
//   POST /second-step/totp          {code} | {recoveryCode} -> 204 + a device session
// Their answers are never kept for an Idempotency-Key's retry (they hold a secret or a cookie).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { readRecoveryCode, replaceRecoveryCodes, useRecoveryCode } from '../recoveryCodes.ts';
import { hasSecondStep } from '../secondStep.ts';
import {
  acceptTotpStep,
  findTotp,
  newTotpSecret,
  readTotpCode,
  savePendingTotp,
  stepOfCode,
} from '../totp.ts';
import { badRequest, conflict } from '../../errors.ts';
import { signedInAccount } from '../../auth/plugin.ts';
import { Text } from '../../routes/schemaTypes.ts';
import { recordMethodChange } from './records.ts';
import {
  giveDeviceCookie,
  openDevice,
  refuseStep,
  refuseWhileLocked,
  type OpenedDevice,
} from './steps.ts';
import { PASSWORD, type RouteRules } from '../../access/routeAccess.ts';

export const totpAccess: RouteRules = {
  'POST /second-step/totp/setup': ['own-account', 'edit', PASSWORD],
  'POST /second-step/totp/confirm': ['own-account', 'edit', PASSWORD],
  'POST /second-step/totp': ['own-account', 'edit', PASSWORD],
};

const NOT_A_CODE = 'code: must be the 6 digits the authenticator app shows';
const WRONG_CODE = 'code: is not the code the authenticator app shows now';
const USED_CODE = 'code: was used already: wait for the next one';

export default async function totpRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app;
  const iso = () => new Date(app.secondStep.now()).toISOString();

  app.post(
    '/second-step/totp/setup',
    {
      config: { answerNotKept: true },
      schema: { response: { 200: Type.Object({ secret: Type.String(), uri: Type.String() }) } },
    },
    async (request, reply) => {
      const account = signedInAccount(request);
      if (findTotp(db, account.id)?.confirmed) {
        throw conflict('An authenticator app is set up already (an owner can reset it)');
      }
      const pending = newTotpSecret(account.username);
      savePendingTotp(db, account.id, pending.secret, iso());
      reply.header('cache-control', 'no-store');
      return pending;
    },
  );

  app.post(
    '/second-step/totp/confirm',
    {
      config: { answerNotKept: true },
      schema: {
        // `examples`: a valid request, whose code the tests never have checked (they send it before
        // the set-up: tests/server/fuzz/routeTable.ts).
        body: Type.Object({ code: Text(32) }, { examples: [{ code: '123456' }] }),
        response: { 200: Type.Object({ recoveryCodes: Type.Array(Type.String()) }) },
      },
    },
    async (request, reply) => {
      const account = signedInAccount(request);
      refuseWhileLocked(app, request);
      const stored = findTotp(db, account.id);
      if (!stored || stored.confirmed) {
        throw conflict('No authenticator app is waiting for its first code: set one up first');
      }
      const code = readTotpCode(request.body.code);
      if (!code) throw badRequest(NOT_A_CODE);
      const step = stepOfCode(stored.secret, code, app.secondStep.now());
      if (step === undefined) throw refuseStep(app, request, 'totp', 'wrong_code', WRONG_CODE);
      const confirmed = db.transaction(() => {
        const at = iso();
        const first = !hasSecondStep(db, account.id);
        if (!acceptTotpStep(db, account.id, step, at)) return undefined;
        // The first second step brings the recovery codes; a later one keeps those there are.
        const recoveryCodes = first ? replaceRecoveryCodes(db, account.id, at) : [];
        recordMethodChange(db, request, 'create', { kind: 'totp' }, app.secondStep.now());
        return { recoveryCodes, device: openDevice(app, request, 'totp') };
      })();
      if (!confirmed) throw refuseStep(app, request, 'totp', 'reused_code', USED_CODE);
      giveDeviceCookie(app, request, reply, confirmed.device);
      return { recoveryCodes: confirmed.recoveryCodes };
    },
  );

  app.post(
    '/second-step/totp',
    {
      config: { answerNotKept: true },
      schema: {
        body: Type.Object(
          {
            code: Type.Optional(Text(32)),
            recoveryCode: Type.Optional(Text(64)),
          },
          { examples: [{ code: '123456' }] },
        ),
      },
    },
    async (request, reply) => {
      const account = signedInAccount(request);
      const { code: typedCode, recoveryCode: typedRecovery } = request.body;
      if ((typedCode === undefined) === (typedRecovery === undefined)) {
        throw badRequest('code: give either a code or a recoveryCode');
      }
      refuseWhileLocked(app, request);
      let device: OpenedDevice | undefined;
      if (typedCode !== undefined) {
        const stored = findTotp(db, account.id);
        if (!stored?.confirmed) throw conflict('This account has no authenticator app');
        const code = readTotpCode(typedCode);
        if (!code) throw badRequest(NOT_A_CODE);
        const step = stepOfCode(stored.secret, code, app.secondStep.now());
        if (step === undefined) throw refuseStep(app, request, 'totp', 'wrong_code', WRONG_CODE);
        device = db.transaction(() =>
          acceptTotpStep(db, account.id, step) ? openDevice(app, request, 'totp') : undefined,
        )();
        if (!device) throw refuseStep(app, request, 'totp', 'reused_code', USED_CODE);
      } else {
        const code = readRecoveryCode(typedRecovery ?? '');
        device = db.transaction(() =>
          code !== undefined && useRecoveryCode(db, account.id, code)
            ? openDevice(app, request, 'recovery')
            : undefined,
        )();
        if (!device) {
          throw refuseStep(
            app,
            request,
            'recovery',
            'unknown_recovery_code',
            "recoveryCode: is not one of this account's unused recovery codes",
          );
        }
      }
      giveDeviceCookie(app, request, reply, device);
      return reply.code(204).send();
    },
  );
}
