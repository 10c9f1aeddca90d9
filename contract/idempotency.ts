// A write's Idempotency-Key (server/plugins/idempotency.ts; the panel's HTTP client sends one per
// write and sends it again on a retry): the header, and the codes of the 409s that tell the
// panel why a key cannot be answered now.
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export const IDEMPOTENCY_CODES = {
  /** The key came with another request than its first. */
  mismatch: 'idempotency_mismatch',
  /** The key's first request is still being answered. */
  inFlight: 'idempotency_in_flight',
  /** The key's first request got no answer that was kept: its result is unknown. */
  unknown: 'idempotency_unknown',
} as const;
