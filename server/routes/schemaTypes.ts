// TypeBox helpers shared by the route schemas. Route types are derived from the schemas
// (`app.withTypeProvider<TypeBoxTypeProvider>()`), so a schema and its handler cannot disagree.
import { Type } from 'typebox';
import type { TSchema, TUnsafe, Static } from 'typebox';

/**
 * `{type: [T, 'null']}` rather than TypeBox's anyOf: Ajv then reports one readable type error
 * ("messageText: must be string or null") and fast-json-stringify serialises it directly.
 */
export function Nullable<T extends TSchema & { type: string }>(schema: T) {
  return Type.Unsafe<Static<T> | null>({
    ...schema,
    type: [schema.type, 'null'],
  }) as TUnsafe<Static<T> | null>;
}

/** A string that must be one of `values`; `description` words the 400 ("must be UZS or RUB"). */
export function OneOf<T extends string>(values: readonly T[], description: string) {
  return Type.Unsafe<T>(Type.String({ pattern: `^(${values.join('|')})$`, description }));
}

const CONTROL_CHARACTERS = '\\u0000-\\u001f\\u007f';
// Tab, line feed and carriage return are text in a message; the other C0 characters are not.
const CONTROL_BUT_LINE_BREAKS = '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f';

/**
 * A text field of at most `maxLength` characters with no control characters ("\u0000" would pass
 * a length rule and break a CHECK, or end up in a card or a log). `multiline` lets line breaks
 * and tabs through (a broadcast's text). The 400 says "workplaceId: must not contain control
 * characters".
 */
export function Text(maxLength: number, { multiline = false } = {}) {
  const refused = multiline ? CONTROL_BUT_LINE_BREAKS : CONTROL_CHARACTERS;
  return Type.String({
    maxLength,
    // Or blank (spaces, tabs, line breaks only), which the routes trim and call missing.
    pattern: `^(?:[\\t\\n\\r ]*|[^${refused}]*)$`,
    errorMessages: {
      pattern: multiline
        ? 'must not contain control characters other than line breaks and tabs'
        : 'must not contain control characters',
    },
  });
}
