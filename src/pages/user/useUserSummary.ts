// The user page's summary (GET /users/{chatId}), asked only where the API offers it
// (capability `userSummary`): without it, no request at all. Its parts (overview, totals,
// platforms and cards) share the one query.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import { useCapabilities } from '../../providers/useCapabilities';
import type { AppDataProvider } from '../../providers/appDataProvider';

export const userSummaryKey = (chatId: string) => ['users', chatId, 'summary'] as const;

export function useUserSummary(chatId: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  // Asked here: the page must know before it can say whether a summary exists.
  const { capabilities, known } = useCapabilities(true);
  const summary = useQuery({
    queryKey: userSummaryKey(chatId),
    queryFn: () => dataProvider.getUserSummary(chatId),
    enabled: capabilities.userSummary,
  });
  // What the parts draw: nothing kept from an earlier answer once a read has failed.
  const shown = summary.isError ? undefined : summary.data;
  return { known, offered: capabilities.userSummary, summary, shown };
}
