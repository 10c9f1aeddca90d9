// The journal's vocabulary (docs/product.md: States): a transaction's statuses, in the production
// backend's enum order, and its types. One list for the server (repositories, filters, the
// routes' schemas, the demo seed, the gateway's copy of the journal) and the panel (filters,
// badges, the dashboard's colours), so a status added to one side fails the other's type check.
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
