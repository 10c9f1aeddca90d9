// Request validation: Fastify's own Ajv setup (@fastify/ajv-compiler), built twice. Bodies are JSON,
// whose values must already have the schema's type: coercion there would quietly turn a balance of
// "12" into 12, a lone 7 into [7], or a HUMO card number sent as a number (past 2^53) into a
// string of the wrong digits. Query strings and path parameters are text by nature and are coerced.
// Bodies are closed: a property its schema does not name is refused with a 400 naming it
// ("id: is not allowed"), on every route of the embedded API and the gateway, so that nothing a
// form does not own is written, or forwarded to a backend that would bind it (API-NOTES A2).
import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { badRequest } from '../errors.ts';
import fp from 'fastify-plugin';

/**
 * `errorMessages` (keyword -> text) is an annotation read by the error handler, for rules whose
 * Ajv wording would not say what the client did wrong ("ids: must list at least one id").
 */
const shared = {
  // verbose: validation errors carry their schema, whose `description` words the 400 message.
  verbose: true,
  keywords: ['errorMessages'],
};

// removeAdditional off: Fastify's default would quietly drop what a closed body refuses.
export const BODY_AJV_OPTIONS = { ...shared, coerceTypes: false, removeAdditional: false } as const;
export const TEXT_AJV_OPTIONS = { ...shared, coerceTypes: true } as const;

type Compile = FastifySchemaCompiler<unknown>;

/**
 * The schema with `additionalProperties: false` on every object that names its properties and
 * says nothing of others itself. A copy: the route keeps its own schema (the gateway reads it).
 */
export function closedSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closedSchema);
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = closedSchema(value);
  if ('properties' in copy && !('additionalProperties' in copy)) copy.additionalProperties = false;
  return copy;
}

/** Whether the request carries a body, parsed or not (Fastify reads none for a GET). */
function hasBody(request: FastifyRequest): boolean {
  if (request.body !== undefined) return true;
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (!!length && length !== '0');
}

/**
 * A preValidation hook for the embedded API and the gateway (each adds it to its /api scope; the
 * plain pass-through forwards whatever comes): a route without a body schema reads no body, so
 * one sent to it is a 400 rather than taken (or, through the gateway, forwarded) unchecked.
 */
export async function refuseBodyWithoutSchema(request: FastifyRequest): Promise<void> {
  if (request.routeOptions.schema?.body !== undefined || !hasBody(request)) return;
  // The scope's catch-all (`/*`) answers 404 to any path it has no route for, body or not.
  if (request.routeOptions.url?.endsWith('*')) return;
  throw badRequest('body: is not allowed, this request takes none');
}

export default fp(
  async (app) => {
    const factory = AjvCompiler();
    // The pool's compilers take Fastify's route definition ({schema, httpPart, ...}), which its
    // type declarations do not say.
    const forBody = factory({}, { customOptions: BODY_AJV_OPTIONS }) as unknown as Compile;
    const forText = factory({}, { customOptions: TEXT_AJV_OPTIONS }) as unknown as Compile;
    app.setValidatorCompiler((route) =>
      route.httpPart === 'body'
        ? forBody({ ...route, schema: closedSchema(route.schema) as typeof route.schema })
        : forText(route),
    );
  },
  { name: 'validation' },
);
