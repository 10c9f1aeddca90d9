// The transactions' status names in Russian; keys match uz/transactionStatuses.ts.
import type { MessagesShape } from '../types';
import type { transactionStatusesUz } from '../uz/transactionStatuses';

export const transactionStatusesRu = {
  PENDING: 'Ожидает',
  PENDING_SMS: 'Ожидает SMS',
  PENDING_ADMIN: 'Ожидает админа',
  PENDING_PAYMENT: 'Ожидает оплаты',
  PENDING_SCREENSHOT: 'Ожидает скриншот',
  APPROVED: 'Одобрено',
  BONUS_APPROVED: 'Бонус одобрен',
  CANCELED: 'Отменено',
  FAILED: 'Ошибка',
} satisfies MessagesShape<typeof transactionStatusesUz>;
