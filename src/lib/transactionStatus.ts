// Transaction statuses (docs/product.md: States) and the colour family each is shown in (dashboard
// and badges): approved green, every pending variant orange, failed red, canceled grey,
// bonus-approved purple.
export const TRANSACTION_STATUSES = [
  'PENDING',
  'PENDING_SMS',
  'PENDING_ADMIN',
  'PENDING_PAYMENT',
  'PENDING_SCREENSHOT',
  'APPROVED',
  'BONUS_APPROVED',
  'CANCELED',
  'FAILED',
] as const;

export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export const TRANSACTION_TYPES = ['TOP_UP', 'WITHDRAWAL'] as const;

export type StatusGroup = 'approved' | 'pending' | 'failed' | 'canceled' | 'bonus' | 'other';

export function statusGroup(status: string): StatusGroup {
  if (status === 'APPROVED') return 'approved';
  if (status === 'BONUS_APPROVED') return 'bonus';
  if (status === 'FAILED') return 'failed';
  if (status === 'CANCELED') return 'canceled';
  if (status.startsWith('PENDING')) return 'pending';
  // A status this panel does not know yet (the backend may add one) gets a neutral colour.
  return 'other';
}

export function isTransactionStatus(value: unknown): value is TransactionStatus {
  return TRANSACTION_STATUSES.includes(value as TransactionStatus);
}
