// How one transaction's fields read on screen, shared by the desktop table and the phone list
// (docs/product.md: Screens: user as full name or 'ChatID: {id}', the card's last four digits, so'm
// amounts with a dash when missing, dd-MM-yyyy HH:mm dates), and whose page the user cell leads to.
import { useTranslate } from 'ra-core';
import type { Transaction } from '../../providers/resources/transactions';
import { formatMoney, MISSING } from '../../lib/money';
import { formatDateTime } from '../../lib/dates';
import { botUserChatId } from '../../lib/chatId';

export function useTransactionText() {
  const translate = useTranslate();
  return {
    user: (record: Transaction) =>
      record.fullName ||
      translate('app.transactions.chatIdLabel', { id: record.chatId ?? MISSING }),
    /** The chat ID of the person's page (/users/{chatId}), or null when it has none. */
    userPage: (record: Transaction) =>
      record.chatId === null ? null : botUserChatId(String(record.chatId)),
    card: (record: Transaction) =>
      record.cardNumber ? `•••• ${record.cardNumber.slice(-4)}` : MISSING,
    amount: (record: Transaction) => formatMoney(record.uniqueAmount, translate('app.money.unit')),
    type: (record: Transaction) =>
      translate(`app.transactions.types.${record.type}`, { _: record.type }),
    date: (record: Transaction) =>
      record.createdAt ? formatDateTime(new Date(record.createdAt)) : '',
  };
}
