// What the gateway reads from the backend before a write that the backend would answer with a 500
// (API-NOTES A: a duplicate, a missing record, a record still in use), so that a client's mistake
// is refused with the embedded API's 4xx naming the field, and nothing is sent.
import { conflict, notFound } from '../errors.ts';
import { configInUse } from '../routes/oson-configs/index.ts';
import type { Row, RuleContext } from './routeRules.ts';
import { isPlainObject } from './secrets.ts';

/** The rows of a list read, by the backend's path. */
export async function rowsAt(context: RuleContext, path: string): Promise<Row[]> {
  const value = await context.read(path);
  return Array.isArray(value) ? value.filter(isPlainObject) : [];
}

const sameText = (a: unknown, b: unknown) =>
  typeof a === 'string' &&
  typeof b === 'string' &&
  a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Refuses with 409 when another row of the list (not `exceptId`) already holds one of the values
 * the backend keeps unique: `[field, message]`, the message as the embedded API says it.
 */
export async function refuseDuplicates(
  context: RuleContext,
  listPath: string,
  candidate: Row,
  unique: ReadonlyArray<readonly [string, string]>,
  exceptId?: string,
): Promise<void> {
  const rows = await rowsAt(context, listPath);
  for (const [field, message] of unique) {
    if (candidate[field] === undefined) continue;
    const taken = rows.some(
      (row) => String(row.id) !== exceptId && sameText(row[field], candidate[field]),
    );
    if (taken) throw conflict(message);
  }
}

/** Refuses with 404 unless the backend has the Oson config `id`. */
export async function requireOsonConfig(context: RuleContext, id: unknown): Promise<void> {
  const rows = await rowsAt(context, '/oson/config');
  if (!rows.some((row) => String(row.id) === String(id))) throw notFound('Oson config not found');
}

/** Refuses with 409 while cards use the Oson config `id` (the backend's foreign key: a 500). */
export async function refuseConfigInUse(context: RuleContext, id: string): Promise<void> {
  const cards = await rowsAt(context, '/admin/cards');
  const count = cards.filter(
    (card) => isPlainObject(card.osonConfig) && String(card.osonConfig.id) === id,
  ).length;
  if (count > 0) throw conflict(configInUse(count));
}
