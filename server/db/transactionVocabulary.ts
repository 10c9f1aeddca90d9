// The journal's vocabulary (docs/product.md: States): a transaction's statuses and types. Its own
// module, since the repositories, the filters, the routes' schemas and the demo seed all speak it.
export const TRANSACTION_STATUSES = [
  'PENDING',
  'PENDING_SMS',
  'PENDING_ADMIN',
  'APPROVED',
  'BONUS_APPROVED',
  'CANCELED',
  'PENDING_PAYMENT',
  'FAILED',
  'PENDING_SCREENSHOT',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export const PENDING_STATUSES: readonly TransactionStatus[] = TRANSACTION_STATUSES.filter(
  (status) => status.startsWith('PENDING'),
);

export const TRANSACTION_TYPES = ['TOP_UP', 'WITHDRAWAL'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
