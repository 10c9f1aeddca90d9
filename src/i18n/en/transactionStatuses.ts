// The transactions' status names in English; keys match uz/transactionStatuses.ts.
import type { MessagesShape } from '../types';
import type { transactionStatusesUz } from '../uz/transactionStatuses';

export const transactionStatusesEn = {
  PENDING: 'Pending',
  PENDING_SMS: 'Pending SMS',
  PENDING_ADMIN: 'Pending admin',
  PENDING_PAYMENT: 'Pending payment',
  PENDING_SCREENSHOT: 'Pending screenshot',
  APPROVED: 'Approved',
  BONUS_APPROVED: 'Bonus approved',
  CANCELED: 'Canceled',
  FAILED: 'Failed',
} satisfies MessagesShape<typeof transactionStatusesUz>;
