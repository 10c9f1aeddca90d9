// Request checks shared by the route plugins: numeric id parameters and the trimming rules for
// required text and URLs. (Body types are checked without coercion: plugins/validation.ts.)
import { Type } from 'typebox';
import { badRequest } from '../errors.ts';

/**
 * A path id as a string schema, not an integer one: Ajv's coercion would accept "0x10" or "1e3".
 * `description` completes the 400 message ("id: must be a positive integer").
 */
export const idSchema = Type.String({
  pattern: '^[1-9][0-9]{0,14}$',
  description: 'a positive integer',
});

export const idParams = Type.Object({ id: idSchema });

/** A path id already checked by idSchema (at most 15 digits, so always a safe integer). */
export const toId = (value: string): number => Number(value);

/** A whole-record body may name its record, but only the one its path names. */
export function checkBodyId(bodyId: unknown, pathId: string | number): void {
  if (bodyId !== undefined && String(bodyId) !== String(pathId)) {
    throw badRequest('id: must match the id in the path');
  }
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
