// Humo (Telegram-user login for the Humo integration): POST /humo/newNumber, /humo/smscode,
// /humo/twostep, GET /humo/active?include_photo=true, DELETE /humo/delete?phone=. With
// HUMO_UPSTREAM they are forwarded to that helper service unchanged (its own checks apply);
// without it the SANDBOX answers them (humo/sandbox.ts), with the checks below.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HumoSandbox } from '../../humo/sandbox.ts';
import { forwardToHumo } from '../../humo/upstream.ts';
import type { HumoForward } from '../../humo/upstream.ts';
import { requiredSecret, requiredText } from '../validation.ts';

export interface HumoRoutesOptions {
  /** Helper service base URL; undefined selects the sandbox. */
  upstream?: string;
  timeoutMs: number;
  now?: () => number;
}

const ROUTES: Array<{ method: HumoForward['method']; path: string }> = [
  { method: 'POST', path: '/newNumber' },
  { method: 'POST', path: '/smscode' },
  { method: 'POST', path: '/twostep' },
  { method: 'GET', path: '/active' },
  { method: 'DELETE', path: '/delete' },
];

const bodySchema = (fields: Record<string, object>) =>
  ({ type: 'object', required: Object.keys(fields), properties: fields }) as const;

const text = { type: 'string', maxLength: 256 } as const;
const newNumberBody = bodySchema({ phone: text });
const smsCodeBody = bodySchema({ phone: text, code: text });
const twoStepBody = bodySchema({ phone: text, password: text });

const stepAnswerSchema = {
  type: 'object',
  required: ['message'],
  properties: { message: { type: 'string' }, next: { type: 'string' }, hint: { type: 'string' } },
} as const;

const accountProperties = {
  id: { type: 'integer' },
  name: { type: 'string' },
  username: { type: 'string' },
  phone: { type: 'string' },
  status: { type: 'string' },
  profilePicture: { type: ['string', 'null'] },
} as const;

const accountsSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: Object.keys(accountProperties),
    properties: accountProperties,
  },
} as const;

const step = { 200: stepAnswerSchema };

/** A "+" written raw in a query string arrives as a space: " 998901234567" means +998901234567. */
function queryPhone(value: string): string {
  const phone = requiredText(value, 'phone');
  return value.startsWith(' ') && /^998[0-9]{9}$/.test(phone) ? `+${phone}` : phone;
}

function forwardingRoutes(app: FastifyInstance, options: HumoRoutesOptions & { upstream: string }) {
  for (const route of ROUTES) {
    app.route({
      method: route.method,
      url: `/humo${route.path}`,
      handler: async (request: FastifyRequest, reply) => {
        const queryAt = request.url.indexOf('?');
        const answer = await forwardToHumo(options, {
          method: route.method,
          path: route.path,
          search: queryAt === -1 ? '' : request.url.slice(queryAt),
          body: request.body ?? undefined,
        });
        return reply.code(answer.status).send(answer.body);
      },
    });
  }
}

function sandboxRoutes(app: FastifyInstance, options: HumoRoutesOptions) {
  const sandbox = new HumoSandbox(app.db, options.now);

  app.post<{ Body: { phone: string } }>(
    '/humo/newNumber',
    { schema: { body: newNumberBody, response: step } },
    async (request) => sandbox.newNumber(requiredText(request.body.phone, 'phone')),
  );

  app.post<{ Body: { phone: string; code: string } }>(
    '/humo/smscode',
    { schema: { body: smsCodeBody, response: step } },
    async (request) => {
      const phone = requiredText(request.body.phone, 'phone');
      return sandbox.smsCode(phone, requiredText(request.body.code, 'code'));
    },
  );

  app.post<{ Body: { phone: string; password: string } }>(
    '/humo/twostep',
    { schema: { body: twoStepBody, response: step } },
    async (request) => {
      const phone = requiredText(request.body.phone, 'phone');
      // Taken verbatim, like every password here.
      return sandbox.twoStep(phone, requiredSecret(request.body.password, 'password'));
    },
  );

  app.get<{ Querystring: { include_photo?: boolean } }>(
    '/humo/active',
    {
      schema: {
        querystring: { type: 'object', properties: { include_photo: { type: 'boolean' } } },
        response: { 200: accountsSchema },
      },
    },
    async (request) => sandbox.active(request.query.include_photo === true),
  );

  app.delete<{ Querystring: { phone: string } }>(
    '/humo/delete',
    {
      schema: {
        querystring: { type: 'object', required: ['phone'], properties: { phone: text } },
        response: step,
      },
    },
    async (request) => sandbox.remove(queryPhone(request.query.phone)),
  );
}

export default async function humoRoutes(app: FastifyInstance, options: HumoRoutesOptions) {
  const { upstream } = options;
  if (upstream) forwardingRoutes(app, { ...options, upstream });
  else sandboxRoutes(app, options);
}
