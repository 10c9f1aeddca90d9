// Decoding of the API's JSON into the panel's records. Every provider module reads answers
// through these helpers, so that each one means the same thing everywhere: the production
// backend sends missing, null or differently typed fields (docs/backend.md), and a record must
// come out whole rather than with `undefined` or "[object Object]" in it.

export type Row = Record<string, unknown>;

/** A JSON object (not an array, not null). */
export const isObject = (value: unknown): value is Row =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** A JSON object with this field: a record the server answered, rather than a text reply. */
export const hasField = (value: unknown, field: string): value is Row =>
  isObject(value) && field in value;

/** A text field: strings as sent, numbers and booleans written out, anything else ''. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean') {
    return String(value);
  }
  return '';
}

/** A figure: a finite number, or null when the server sent none (shown as missing, not 0). */
export const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The object fields of an answer (objects only), or {} for anything else. */
export const fieldsOf = (value: unknown): Row => (isObject(value) ? value : {});

/** The rows of a list answer; anything but an array is an unexpected answer. */
export function rowsOf(data: unknown, what: string): Row[] {
  if (!Array.isArray(data)) throw new Error(`Unexpected answer for ${what}: not a list`);
  return data.filter(isObject);
}

/** An id or chat ID as one path segment of a URL. */
export const idPath = (id: string | number) => encodeURIComponent(String(id).trim());
