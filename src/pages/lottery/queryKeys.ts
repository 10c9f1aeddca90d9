// react-query keys of the lottery page, shared so a change in one card re-reads the others' data.
import type { OwnQuery } from '../../registry/firstData';
import { lotteryPrizesRead } from '../../providers/reads';

export const PRIZES_KEY = ['lottery', 'prizes'] as const;
export const BALANCE_KEY = ['lottery', 'balance'] as const;

/** The prizes, as the prize list and the page's declaration (index.ts) ask for them. */
export const prizesQuery = {
  queryKey: PRIZES_KEY,
  read: lotteryPrizesRead(),
  queryFn: (dataProvider) => dataProvider.getPrizes(),
} satisfies OwnQuery;

export const balanceKey = (chatId: string) => [...BALANCE_KEY, chatId] as const;
