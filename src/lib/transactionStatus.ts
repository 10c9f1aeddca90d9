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
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

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

/** Fill colours, each dark enough for white text (WCAG AA) in both themes. */
export const STATUS_GROUP_COLOR: Record<StatusGroup, string> = {
  approved: '#2e7d32',
  pending: '#b45309',
  failed: '#c62828',
  canceled: '#616161',
  bonus: '#6a1b9a',
  other: '#455a64',
};

export function isTransactionStatus(value: unknown): value is TransactionStatus {
  return TRANSACTION_STATUSES.includes(value as TransactionStatus);
}
