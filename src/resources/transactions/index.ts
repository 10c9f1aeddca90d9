// The journal ('Tranzaksiyalar Jurnali', docs/product.md: Screens): its first drawing needs the
// page react-admin's list will ask for, and the cards and platforms its filter offers.
import { ReceiptText } from 'lucide';
import { defineResource } from '../../registry/types';
import { transactionsResource } from '../../providers/resources/transactions';
import { transactionsPageRead } from '../../providers/reads';
import { readStoreItem } from '../../lib/preferences';
import { listParamsStoreKey } from '../../raCoreInternals/store';
import { FILTER_CHOICE_PARAMS, journalArrivalParams } from './journalParams';

export default defineResource({
  name: 'transactions',
  list: () => import('./TransactionList').then((module) => module.TransactionList),
  recordRepresentation: 'id',
  menu: {
    group: 'management',
    label: 'app.menu.transactions',
    icon: ReceiptText,
    badge: 'pendingCount',
  },
  provider: transactionsResource,
  listRead: transactionsPageRead,
  firstData: ({ search }) => [
    {
      list: 'transactions',
      params: journalArrivalParams(search, readStoreItem(listParamsStoreKey('transactions'))),
    },
    { list: 'cards', params: FILTER_CHOICE_PARAMS },
    { list: 'platforms', params: FILTER_CHOICE_PARAMS },
  ],
});
