// Humo (Telegram-user login for the Humo integration): POST /humo/newNumber, /humo/smscode,
// /humo/twostep, GET /humo/active?include_photo=true, DELETE /humo/delete?phone=. With
// HUMO_UPSTREAM they are forwarded to that helper service unchanged (its own checks apply);
// without it the SANDBOX answers them (humo/sandbox.ts), with the checks below. Each says
// `secretBody` (plugins/idempotency.ts): the sign-in's steps carry an SMS code or a two-step
// password, and the helper's answers may echo what it was sent.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { actorOf, audited } from '../../audit/audited.ts';
import {
  insertAuditEntry,
  type AuditChange,
  type AuditRecord,
} from '../../db/repositories/auditLog.ts';
import type { Config } from '../../config.ts';
import { HumoSandbox } from '../../humo/sandbox.ts';
import { forwardToHumo } from '../../humo/upstream.ts';
import type { HumoForward, HumoUpstreamOptions } from '../../humo/upstream.ts';
import { Nullable, Text } from '../schemaTypes.ts';
import { requiredSecret, requiredText } from '../validation.ts';
import type { RouteRules } from '../../access/routeAccess.ts';

// The same whether the routes forward to the helper or are the sandbox.
export const access: RouteRules = {
  'POST /humo/newNumber': ['humo', 'create'],
  'POST /humo/smscode': ['humo', 'create'],
  'POST /humo/twostep': ['humo', 'create'],
  'GET /humo/active': ['humo', 'list'],
  'DELETE /humo/delete': ['humo', 'delete'],
};

export interface HumoRoutesOptions {
  /** humoUpstream: the helper service's base URL, or undefined for the sandbox. */
  config: Pick<Config, 'humoUpstream' | 'humoTimeoutMs'>;
  now?: () => number;
}

const ROUTES: Array<{ method: HumoForward['method']; path: string }> = [
  { method: 'POST', path: '/newNumber' },
  { method: 'POST', path: '/smscode' },
  { method: 'POST', path: '/twostep' },
  { method: 'GET', path: '/active' },
  { method: 'DELETE', path: '/delete' },
];

// The sandbox's request schemas, exported for the gateway (server/gateway/). Their `examples`: a
// valid request (tests/server/fuzz/routeTable.ts).
const text = Text(256);
const examplePhone = '+998901234567';
export const newNumberBody = Type.Object({ phone: text }, { examples: [{ phone: examplePhone }] });
export const smsCodeBody = Type.Object(
  { phone: text, code: text },
  { examples: [{ phone: examplePhone, code: '11111' }] },
);
export const twoStepBody = Type.Object(
  { phone: text, password: text },
  { examples: [{ phone: examplePhone, password: 'sandbox' }] },
);
export const activeQuery = Type.Object(
  { include_photo: Type.Optional(Type.Boolean()) },
  { examples: [{ include_photo: true }] },
);
export const deleteQuery = Type.Object({ phone: text }, { examples: [{ phone: examplePhone }] });

const STEP_BODIES: Record<string, TSchema | undefined> = {
  '/newNumber': newNumberBody,
  '/smscode': smsCodeBody,
  '/twostep': twoStepBody,
};

const stepAnswerSchema = Type.Object({
  message: Type.String(),
  next: Type.Optional(Type.String()),
  hint: Type.Optional(Type.String()),
});

const accountsSchema = Type.Array(
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    username: Type.String(),
    phone: Type.String(),
    status: Type.String(),
    profilePicture: Nullable(Type.String()),
  }),
);

const step = { 200: stepAnswerSchema };

/** A "+" written raw in a query string arrives as a space: " 998901234567" means +998901234567. */
function queryPhone(value: string): string {
  const phone = requiredText(value, 'phone');
  return value.startsWith(' ') && /^998[0-9]{9}$/.test(phone) ? `+${phone}` : phone;
}

const FORWARDED_ACTIONS: Record<string, 'create' | 'update' | 'delete'> = {
  '/newNumber': 'create',
  '/smscode': 'update',
  '/twostep': 'update',
  '/delete': 'delete',
};

function forwardingRoutes(app: FastifyInstance, options: HumoUpstreamOptions) {
  for (const route of ROUTES) {
    app.route({
      method: route.method,
      url: `/humo${route.path}`,
      config: { secretBody: true },
      // The steps' bodies as the sandbox reads them; a route without one refuses a body.
      schema: STEP_BODIES[route.path] ? { body: STEP_BODIES[route.path] } : undefined,
      handler: async (request: FastifyRequest, reply) => {
        const queryAt = request.url.indexOf('?');
        const answer = await forwardToHumo(options, {
          method: route.method,
          path: route.path,
          search: queryAt === -1 ? '' : request.url.slice(queryAt),
          body: request.body ?? undefined,
        });
        // The helper's own write, done once it says so: recorded after its answer.
        const action = FORWARDED_ACTIONS[route.path];
        if (action && answer.status >= 200 && answer.status < 300) {
          const fields = (request.body ?? {}) as Record<string, unknown>;
          const query = request.query as Record<string, unknown>;
          const phone = String(fields.phone ?? query.phone ?? '');
          const secret =
            route.path === '/twostep' ? 'password' : route.path === '/smscode' ? 'code' : undefined;
          insertAuditEntry(
            app.db,
            actorOf(request),
            humoRecord(action, phone, secret),
            new Date().toISOString(),
          );
        }
        return reply.code(answer.status).send(answer.body);
      },
    });
  }
}

/** The audit entry of a Humo write (the gateway records the same): the phone, a secret as changed. */
function humoRecord(
  action: 'create' | 'update' | 'delete',
  phone: string,
  secret?: string,
): AuditRecord {
  const changes: AuditChange[] = [
    action === 'delete' ? { field: 'phone', old: phone } : { field: 'phone', new: phone },
  ];
  if (secret) changes.push({ field: secret, changed: true });
  return { resource: 'humo', recordId: phone, action, changes };
}

function sandboxRoutes(fastify: FastifyInstance, now: (() => number) | undefined) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const sandbox = new HumoSandbox(app.db, now);

  app.post(
    '/humo/newNumber',
    { config: { secretBody: true }, schema: { body: newNumberBody, response: step } },
    async (request) => {
      const phone = requiredText(request.body.phone, 'phone');
      return audited(
        app.db,
        actorOf(request),
        () => sandbox.newNumber(phone),
        () => humoRecord('create', phone),
      );
    },
  );

  app.post(
    '/humo/smscode',
    { config: { secretBody: true }, schema: { body: smsCodeBody, response: step } },
    async (request) => {
      const phone = requiredText(request.body.phone, 'phone');
      const code = requiredText(request.body.code, 'code');
      return audited(
        app.db,
        actorOf(request),
        () => sandbox.smsCode(phone, code),
        () => humoRecord('update', phone, 'code'),
      );
    },
  );

  app.post(
    '/humo/twostep',
    { config: { secretBody: true }, schema: { body: twoStepBody, response: step } },
    async (request) => {
      const phone = requiredText(request.body.phone, 'phone');
      // Taken verbatim, like every password here.
      const password = requiredSecret(request.body.password, 'password');
      return audited(
        app.db,
        actorOf(request),
        () => sandbox.twoStep(phone, password),
        () => humoRecord('update', phone, 'password'),
      );
    },
  );

  app.get(
    '/humo/active',
    {
      schema: {
        querystring: activeQuery,
        response: { 200: accountsSchema },
      },
    },
    async (request) => sandbox.active(request.query.include_photo === true),
  );

  app.delete(
    '/humo/delete',
    {
      config: { secretBody: true },
      schema: {
        querystring: deleteQuery,
        response: step,
      },
    },
    async (request) => {
      const phone = queryPhone(request.query.phone);
      return audited(
        app.db,
        actorOf(request),
        () => sandbox.remove(phone),
        () => humoRecord('delete', phone),
      );
    },
  );
}

export default async function humoRoutes(app: FastifyInstance, options: HumoRoutesOptions) {
  const { humoUpstream: upstream, humoTimeoutMs: timeoutMs } = options.config;
  if (upstream) forwardingRoutes(app, { upstream, timeoutMs });
  else sandboxRoutes(app, options.now);
}
