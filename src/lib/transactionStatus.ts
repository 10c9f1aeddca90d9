// Transaction statuses (contract/transactions.ts, docs/product.md: States) as the panel offers
// them, and the colour family each is shown in (dashboard and badges): approved green, every
// pending variant orange, failed red, canceled grey, bonus-approved purple.
import { TRANSACTION_STATUSES, type TransactionStatus } from '../../contract/transactions';

export { TRANSACTION_TYPES, type TransactionStatus } from '../../contract/transactions';

/** The journal filter's order: the pending ones first, then the outcomes. */
export const STATUS_CHOICES = [
  'PENDING',
  'PENDING_SMS',
  'PENDING_ADMIN',
  'PENDING_PAYMENT',
  'PENDING_SCREENSHOT',
  'APPROVED',
  'BONUS_APPROVED',
  'CANCELED',
  'FAILED',
] as const satisfies readonly TransactionStatus[];

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
