// Idempotency-Key on the writes of the embedded API and the gateway: a write the panel sends
// again under the same key (its retry after no answer) is never done twice. The first attempt
// takes the key (per account, kept 24 hours in SQLite, so a restart keeps it) with a digest of the
// request; once answered, its answer is kept. The same key again gets that answer back without
// anything being done or forwarded; with a different request, 409; while the first attempt is
// still running, 409; when the first attempt's result is unknown (the backend said nothing, or
// this server stopped before answering), 409 saying so: the admin checks before repeating.
// Registered at the root before compression, so that the answer kept is the one serialised, not
// its compressed bytes; it acts only on signed-in writes that carry the header, on routes that do
// not say `config: { answerNotKept: true }` (the second step's: their answers hold secrets, such
// as recovery codes, that must not be stored, and a device cookie a replay could not give).
// The table is in every backup, so it keeps no secret (idempotencySecrets.ts): its digests are
// keyed with this install's key, kept in DATA_DIR beside the database and never in it; a route
// whose body holds a credential says `config: { secretBody: true }` and its body is in no digest
// (a write route whose body schema names one and does not say so stops the start); an answer keeps
// no credential. Records made under another key (a lost key file, or before the key: migration
// 017) cannot be checked, and are answered as unknown.
import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { IDEMPOTENCY_CODES, IDEMPOTENCY_HEADER } from '../../contract/idempotency.ts';
import { releaseKey, settleKey, takeKey } from '../db/repositories/idempotencyKeys.ts';
import {
  answerToKeep,
  credentialFieldsOf,
  digestKeyFor,
  requestDigest,
  type DigestKey,
} from './idempotencySecrets.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Its answers are never kept for a retry (a repeat is checked anew): see above. */
    answerNotKept?: boolean;
    /**
     * Its body holds a credential (a password, an API key, a secret, a code, init data): the
     * record's digest covers its method and URL only, and no answer keeps the credential.
     */
    secretBody?: boolean;
  }
  interface FastifyRequest {
    /** The key this write took, until its answer is kept. */
    idempotencyKey: string | null;
    /** Set by the gateway when a write got no answer from the backend: its result is unknown. */
    outcomeUnknown: boolean;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY = /^[\x21-\x7e]{1,255}$/;

export interface IdempotencyOptions {
  now?: () => number;
}

const UNKNOWN_RESULT =
  'The result of the first request with this Idempotency-Key is unknown; check before repeating';

function refuse(reply: FastifyReply, code: string, message: string) {
  return reply.code(409).send({ message, code });
}

export default fp(
  async (app, options: IdempotencyOptions) => {
    const now = options.now ?? Date.now;
    // An in-flight key of another process was taken before a restart: it never finished.
    const processId = randomUUID();
    app.decorateRequest('idempotencyKey', null);
    app.decorateRequest('outcomeUnknown', false);

    // Once every plugin is in: the database (registered after this plugin) names DATA_DIR.
    let digestKey: DigestKey | undefined;
    app.addHook('onReady', async () => {
      digestKey = digestKeyFor(app.db.name);
    });

    // A credential in a body that nobody declared would be kept in a digest: the start stops, as
    // for a route without an access rule, so a new route cannot forget it.
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      const config = route.config ?? {};
      if (!methods.some((method) => WRITES.has(method))) return;
      if (config.secretBody === true || config.answerNotKept === true || config.signIn === true) {
        return;
      }
      const named = credentialFieldsOf(route.schema?.body);
      if (named.length > 0) {
        throw new Error(
          `${methods.join(', ')} ${route.url}: its body names ${named.join(', ')}; declare ` +
            '`config: { secretBody: true }` (plugins/idempotency.ts)',
        );
      }
    });

    app.addHook('preHandler', async (request, reply) => {
      const header = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
      if (header === undefined || !WRITES.has(request.method) || !request.account) return;
      if (request.routeOptions.config.answerNotKept === true) return;
      const key = Array.isArray(header) ? header[0] : header;
      if (!KEY.test(key)) {
        return reply
          .code(400)
          .send({ message: 'Idempotency-Key: must be 1 to 255 visible ASCII characters' });
      }
      const accountId = request.account.id;
      const secretBody = request.routeOptions.config.secretBody === true;
      const digest = requestDigest(digestKey!, request, secretBody);
      const taken = { digest, keyId: digestKey!.id };
      const first = takeKey(app.db, accountId, key, taken, processId, new Date(now()));
      if (!first) {
        request.idempotencyKey = key;
        return;
      }
      // Taken under another key: whether it was this request cannot be told, nor done again.
      if (first.keyId !== digestKey!.id) {
        return refuse(reply, IDEMPOTENCY_CODES.unknown, UNKNOWN_RESULT);
      }
      if (first.digest !== digest) {
        return refuse(
          reply,
          IDEMPOTENCY_CODES.mismatch,
          'Idempotency-Key: this key was used for a different request',
        );
      }
      if (first.state === 'in_flight' && first.processId === processId) {
        return refuse(
          reply,
          IDEMPOTENCY_CODES.inFlight,
          'The first request with this Idempotency-Key is still being processed; check before repeating',
        );
      }
      if (first.state !== 'done') {
        return refuse(reply, IDEMPOTENCY_CODES.unknown, UNKNOWN_RESULT);
      }
      reply.code(first.status ?? 200).header('idempotent-replayed', 'true');
      if (first.contentType) reply.header('content-type', first.contentType);
      return reply.send(first.body ?? undefined);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const key = request.idempotencyKey;
      if (key === null || !request.account) return payload;
      request.idempotencyKey = null;
      const accountId = request.account.id;
      if (reply.statusCode === 503) {
        // Refused before anything was done (the audit entry could not be written): a retry may go.
        releaseKey(app.db, accountId, key);
      } else if (request.outcomeUnknown || reply.statusCode === 504) {
        settleKey(app.db, accountId, key, { state: 'unknown' });
      } else {
        const type = reply.getHeader('content-type');
        const kept = answerToKeep(
          typeof payload === 'string' ? payload : payload == null ? null : String(payload),
          typeof type === 'string' ? type : null,
          { body: request.body, secretBody: request.routeOptions.config.secretBody === true },
        );
        settleKey(app.db, accountId, key, { state: 'done', status: reply.statusCode, ...kept });
      }
      return payload;
    });
  },
  { name: 'idempotency' },
);
