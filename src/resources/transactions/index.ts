// The journal ('Tranzaksiyalar Jurnali', docs/product.md: Screens): its first drawing needs the
// page react-admin's list will ask for, and the cards and platforms its filter offers (as HTTP
// reads for the start-up, and as the queries the screen makes).
import { ReceiptText } from 'lucide';
import { defineResource } from '../../registry/types';
import { transactionsResource } from '../../providers/resources/transactions';
import { cardsRead, platformsRead, transactionsPageRead } from '../../providers/reads';
import { readStoreItem } from '../../lib/preferences';
import { FILTER_CHOICE_PARAMS, journalArrivalParams } from './journalParams';
import { listQuery } from '../../providers/firstQueries';

const arrivalParams = (search: string) =>
  journalArrivalParams(search, readStoreItem('transactions.listParams'));

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
  earlyReads: ({ search }) => [
    transactionsPageRead(arrivalParams(search)),
    cardsRead(),
    platformsRead(),
  ],
  firstQueries: ({ search }) => [
    listQuery('transactions', arrivalParams(search)),
    listQuery('cards', FILTER_CHOICE_PARAMS),
    listQuery('platforms', FILTER_CHOICE_PARAMS),
  ],
});
