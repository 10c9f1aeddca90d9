// react-query keys of the lottery page, shared so a change in one card re-reads the others' data.
export const PRIZES_KEY = ['lottery', 'prizes'] as const;
export const BALANCE_KEY = ['lottery', 'balance'] as const;

export const balanceKey = (chatId: string) => [...BALANCE_KEY, chatId] as const;
