// A bot user's page in English; keys match uz/user.ts.
import type { MessagesShape } from '../types';
import type { userUz } from '../uz/user';

export const userEn = {
  title: 'User %{chatId}',
  linkLabel: '%{name}: user page',
  pageLink: 'User page',
  summary: {
    title: 'Summary',
    chatId: 'Chat ID',
    names: 'Names',
    noNames: 'The bot recorded no name',
    firstAt: 'First transaction',
    lastAt: 'Last transaction',
    loading: 'Loading the data',
    notFound: 'No transactions were found for this Chat ID.',
    loadError: "Failed to load the user's data.",
    needsServer:
      "Names, totals, platforms and cards are shown only through our server. Below are the user's transactions and lottery balance.",
  },
  totals: {
    title: 'Totals',
    byType: 'By type',
    byStatus: 'By status',
    type: 'Type',
    status: 'Status',
    count: 'Count',
    amount: 'Amount (UZS)',
  },
  used: {
    title: 'Platforms and cards',
    platforms: 'Platforms',
    cards: 'Cards',
    none: 'No data',
    count: 'Transactions: %{count}',
    last: 'last %{date}',
  },
  lottery: {
    title: 'Lottery balance',
    none: 'This user has no lottery balance.',
  },
  transactions: {
    title: 'Transactions',
    loadedOnly:
      "This server sends only its newest %{count} transactions: the user's transactions among them only are shown.",
  },
} satisfies MessagesShape<typeof userUz>;
