// Request checks shared by the route plugins: numeric id parameters, JSON bodies whose values must
// already have the schema's type, and the trimming rules for required text and URLs.
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../errors.ts';

/**
 * A path id as a string schema, not an integer one: Ajv's coercion would accept "0x10" or "1e3".
 * `description` completes the 400 message ("id: must be a positive integer").
 */
export const idSchema = {
  type: 'string',
  pattern: '^[1-9][0-9]{0,14}$',
  description: 'a positive integer',
} as const;

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: idSchema },
} as const;

/** A path id already checked by idSchema (at most 15 digits, so always a safe integer). */
export const toId = (value: string): number => Number(value);

interface JsonSchema {
  type?: string | readonly string[];
  properties?: Readonly<Record<string, JsonSchema>>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function hasJsonType(value: unknown, type: string): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isObject(value);
    default:
      return true;
  }
}

function checkTypes(value: unknown, schema: JsonSchema, path: string[]): void {
  if (!isObject(value) || !schema.properties) return;
  for (const [key, property] of Object.entries(schema.properties)) {
    if (!Object.hasOwn(value, key)) continue;
    const field = [...path, key];
    const types = [property.type ?? []].flat();
    if (types.length > 0 && !types.some((type) => hasJsonType(value[key], type))) {
      throw badRequest(`${field.join('.')}: must be ${types.join(' or ')}`);
    }
    checkTypes(value[key], property, field);
  }
}

/**
 * A preValidation hook refusing body values of the wrong JSON type. Fastify's Ajv coerces types
 * (query strings need it), which in a body would quietly turn a balance of "12" into 12, or a card
 * number sent as a number (past 2^53 for HUMO's 9860...) into a string of the wrong digits.
 * Messages match the validation plugin's: "balance: must be integer".
 */
export function strictBodyTypes(schema: JsonSchema) {
  return async (request: FastifyRequest): Promise<void> => {
    checkTypes(request.body, schema, []);
  };
}

/** The trimmed text; blank counts as missing ("deviceName: is required"). */
export function requiredText(value: string | undefined, field: string): string {
  const text = value?.trim() ?? '';
  if (!text) throw badRequest(`${field}: is required`);
  return text;
}

/** A secret is kept exactly as given (surrounding spaces may be part of it) but must not be blank. */
export function requiredSecret(value: string | undefined, field: string): string {
  if (!value?.trim()) throw badRequest(`${field}: is required`);
  return value;
}

/** The trimmed http(s) URL, or undefined when missing, null or blank. */
export function optionalHttpUrl(value: string | null | undefined, field: string) {
  const text = value?.trim();
  if (!text) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw badRequest(`${field}: must be an http(s) URL`);
  }
  return text;
}
