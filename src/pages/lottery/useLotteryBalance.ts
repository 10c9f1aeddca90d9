// One bot user's lottery balance (GET /lottery/balance/{chatId}; a 404: none), under the key the
// ticket and balance actions re-read (queryKeys.ts): the lottery's lookup and the user page.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { AppDataProvider } from '../../providers/appDataProvider';
import { balanceKey } from './queryKeys';

/** `chatId` null: nothing asked yet. */
export function useLotteryBalance(chatId: string | null) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: balanceKey(chatId ?? ''),
    queryFn: () => dataProvider.getLotteryBalance(chatId ?? ''),
    enabled: chatId !== null,
  });
}
