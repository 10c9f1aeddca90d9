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
