// The Uzbek texts of the transactions journal (its list, filters, detail and saved views), brought by the screen itself
// (useScreenMessages) rather than by the catalogue every screen downloads; ru and en have them
// in their catalogues, loaded only when chosen.
import type { ScreenMessages } from '../../src/providers/i18nProvider';
import { transactionsUz } from '../uz/transactions';

export const TRANSACTIONS_TEXTS = {
  uz: { app: { transactions: transactionsUz } },
} satisfies ScreenMessages;
