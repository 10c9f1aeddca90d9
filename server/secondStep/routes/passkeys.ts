// Passkeys as a second step (contract/secondStep.ts), each ceremony in two requests:
//   POST   /second-step/passkey/register-options         -> WebAuthn creation options (JSON)
//   POST   /second-step/passkey/register {response, name} -> {recoveryCodes | null} + a device
//   POST   /second-step/passkey/options                  -> WebAuthn request options (JSON)
//   POST   /second-step/passkey          {response}      -> 204 + a device session
//   DELETE /second-step/passkeys/:id     one's own passkey removed -> 204
// `response` is what the browser's navigator.credentials answers, as JSON (its toJSON(), or
// @simplewebauthn/browser's). The ceremonies themselves are server/secondStep/webauthn.ts.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  credentialTaken,
  deletePasskey,
  findPasskey,
  insertPasskey,
  listPasskeys,
  updatePasskeyCounter,
} from '../passkeys.ts';
import { removeRecoveryCodes, replaceRecoveryCodes } from '../recoveryCodes.ts';
import { hasSecondStep } from '../secondStep.ts';
import {
  checkAssertion,
  checkCreation,
  creationOptions,
  relyingPartyOf,
  requestOptions,
  type Ceremony,
} from '../webauthn.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { signedInAccount } from '../../auth/plugin.ts';
import { Text } from '../../routes/schemaTypes.ts';
import { idParams, requiredText, toId } from '../../routes/validation.ts';
import { recordMethodChange } from './records.ts';
import { giveDeviceCookie, openDevice, refuseStep, refuseWhileLocked } from './steps.ts';
import { PASSWORD, type RouteRules } from '../../access/routeAccess.ts';

export const passkeyAccess: RouteRules = {
  'POST /second-step/passkey/register-options': ['own-account', 'edit', PASSWORD],
  'POST /second-step/passkey/register': ['own-account', 'edit', PASSWORD],
  'POST /second-step/passkey/options': ['own-account', 'edit', PASSWORD],
  'POST /second-step/passkey': ['own-account', 'edit', PASSWORD],
  'DELETE /second-step/passkeys/:id': ['own-account', 'edit', PASSWORD],
};

// The browser's credential, checked for its outline only: the library reads the rest, and the
// objects inside stay open (additionalProperties), since browsers add fields as WebAuthn grows.
const credentialSchema = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 1400 }),
    rawId: Type.String({ maxLength: 1400 }),
    type: Type.String({ maxLength: 32 }),
    response: Type.Object({}, { additionalProperties: true }),
    clientExtensionResults: Type.Optional(Type.Object({}, { additionalProperties: true })),
    authenticatorAttachment: Type.Optional(Type.String({ maxLength: 32 })),
  },
  { additionalProperties: true },
);

// A browser's answers in outline, for the bodies' `examples`: their valid requests
// (tests/server/fuzz/routeTable.ts), which the library refuses (no options match their contents).
const exampleCreation = {
  id: 'AAAA',
  rawId: 'AAAA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'oA' },
  clientExtensionResults: {},
};
const exampleAssertion = {
  ...exampleCreation,
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
};

const NO_OPTIONS = 'Ask for the passkey options first (they are good for 5 minutes, once)';

/** The library's reason, short, for the 400 (it names no secret: an origin, a flag, a format). */
const because = (problem: string) => problem.replace(/\s+/g, ' ').slice(0, 200);

export default async function passkeyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app;
  const party = (request: FastifyRequest) => relyingPartyOf(request, app.secondStep.webauthnOrigin);
  const takeChallenge = (request: FastifyRequest, ceremony: Ceremony) => {
    const pending = app.secondStep.challenges.take(signedInAccount(request).id, ceremony);
    if (!pending) throw conflict(NO_OPTIONS);
    return pending;
  };
  const noStore = { config: { answerNotKept: true } };

  app.post('/second-step/passkey/register-options', noStore, async (request, reply) => {
    const account = signedInAccount(request);
    const relyingParty = party(request);
    const options = await creationOptions(relyingParty, account, listPasskeys(db, account.id));
    app.secondStep.challenges.put(account.id, 'register', options.challenge, relyingParty);
    reply.header('cache-control', 'no-store');
    return options;
  });

  app.post(
    '/second-step/passkey/register',
    {
      ...noStore,
      schema: {
        body: Type.Object(
          { response: credentialSchema, name: Text(64) },
          { examples: [{ response: exampleCreation, name: 'Laptop' }] },
        ),
        response: {
          200: Type.Object({ recoveryCodes: Type.Union([Type.Array(Type.String()), Type.Null()]) }),
        },
      },
    },
    async (request, reply) => {
      const account = signedInAccount(request);
      const name = requiredText(request.body.name, 'name');
      const checked = await checkCreation(
        request.body.response,
        takeChallenge(request, 'register'),
      );
      if (!checked.ok) {
        throw badRequest(`response: the passkey was not accepted (${because(checked.problem)})`);
      }
      const credential = checked.value;
      if (credentialTaken(db, credential.credentialId)) {
        throw conflict('response: this passkey is registered already');
      }
      const registered = db.transaction(() => {
        const at = new Date(app.secondStep.now()).toISOString();
        const first = !hasSecondStep(db, account.id);
        const id = insertPasskey(db, account.id, { ...credential, name, createdAt: at });
        const recoveryCodes = first ? replaceRecoveryCodes(db, account.id, at) : null;
        recordMethodChange(db, request, 'create', { kind: 'passkey', id, name }, Date.parse(at));
        return { recoveryCodes, device: openDevice(app, request, 'passkey') };
      })();
      giveDeviceCookie(app, request, reply, registered.device);
      return { recoveryCodes: registered.recoveryCodes };
    },
  );

  app.post('/second-step/passkey/options', noStore, async (request, reply) => {
    const account = signedInAccount(request);
    const passkeys = listPasskeys(db, account.id);
    if (passkeys.length === 0) throw conflict('This account has no passkey');
    const relyingParty = party(request);
    const options = await requestOptions(relyingParty, passkeys);
    app.secondStep.challenges.put(account.id, 'authenticate', options.challenge, relyingParty);
    reply.header('cache-control', 'no-store');
    return options;
  });

  app.post(
    '/second-step/passkey',
    {
      ...noStore,
      schema: {
        body: Type.Object(
          { response: credentialSchema },
          { examples: [{ response: exampleAssertion }] },
        ),
      },
    },
    async (request, reply) => {
      const account = signedInAccount(request);
      refuseWhileLocked(app, request);
      const pending = takeChallenge(request, 'authenticate');
      const passkey = findPasskey(db, account.id, request.body.response.id);
      const checked = passkey && (await checkAssertion(request.body.response, pending, passkey));
      if (!passkey || !checked?.ok) {
        if (checked && !checked.ok)
          request.log.info({ problem: checked.problem }, 'passkey refused');
        throw refuseStep(
          app,
          request,
          'passkey',
          'passkey_refused',
          passkey
            ? 'response: the passkey did not sign this sign-in'
            : "response: is not one of this account's passkeys",
        );
      }
      const device = db.transaction(() => {
        updatePasskeyCounter(db, passkey.id, checked.value);
        return openDevice(app, request, 'passkey');
      })();
      giveDeviceCookie(app, request, reply, device);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/second-step/passkeys/:id',
    { schema: { params: idParams } },
    async (request, reply) => {
      const account = signedInAccount(request);
      const id = toId(request.params.id);
      const passkey = listPasskeys(db, account.id).find((candidate) => candidate.id === id);
      if (!passkey) throw notFound('No such passkey');
      db.transaction(() => {
        deletePasskey(db, account.id, id);
        if (!hasSecondStep(db, account.id)) {
          // Nothing left to recover: a new first step brings new codes.
          if (app.secondStep.required(account)) {
            throw conflict(`The ${account.role} role must keep a second step: add another first`);
          }
          removeRecoveryCodes(db, account.id);
        }
        const at = app.secondStep.now();
        recordMethodChange(db, request, 'delete', { kind: 'passkey', id, name: passkey.name }, at);
      })();
      return reply.code(204).send();
    },
  );
}
