// A value the backend moves by itself while a form is open: a card's balance, which the payment
// flow changes as money comes and goes. The form sends what it saw beside what it wants, and one
// rule, the same on the embedded API, the gateway and the panel in front of the bare backend,
// decides what is written: an admin who left it alone keeps the fresh value (money moved
// meanwhile is not undone); an admin who changed it gets the change while the value is still
// the one seen; a change made over a value that moved meanwhile is refused, nothing written.

export type SettledValue =
  { kind: 'write'; value: number | null } | { kind: 'conflict'; stored: number | null };

/**
 * `seen`: the value the form was opened with; `wanted`: the value it sends (undefined: the form
 * does not send one); `stored`: the value the backend holds now.
 */
export function settleMovedValue(
  seen: number | null | undefined,
  wanted: number | null | undefined,
  stored: number | null,
): SettledValue {
  if (wanted === undefined || wanted === seen) return { kind: 'write', value: stored };
  if (seen === stored) return { kind: 'write', value: wanted };
  return { kind: 'conflict', stored };
}

/** The message of the refusal (409), naming the field: "balance: ...". */
export const movedValueConflict = (field: string, stored: number | null) =>
  `${field}: it changed to ${stored ?? 'nothing'} since the form was opened; nothing was saved`;

/**
 * The header of a write's answer that lists, comma-separated, the record's fields another change
 * moved while the write was under way (the gateway, server/gateway/movedMeanwhile.ts): the write
 * is done, and the panel says what moved (src/providers/movedMeanwhile.ts).
 */
export const MOVED_MEANWHILE_HEADER = 'X-Moved-Meanwhile';
