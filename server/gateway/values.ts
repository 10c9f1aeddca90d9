// The plainest words of the gateway's rules, at the bottom of its imports: a record as JSON holds
// it, and a field left blank.
export type Row = Record<string, unknown>;

/** Missing, null, or text of spaces only: a form's field left blank. */
export const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && !value.trim());
