// The journal's menu entry's badge: how many transactions wait for an admin (PENDING_ADMIN), asked
// every 30 s while the panel is open and in view. Shown only where the API offers the count. The
// entry's name stays 'Tranzaksiyalar': the figure is drawn for the eye, and said to a screen
// reader as the entry's description.
import { useId, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'ra-core';
import type { AppDataProvider } from '../providers/appDataProvider';

export const PENDING_COUNT_KEY = ['pendingCount'];
const EVERY_MS = 30_000;

export type PendingCount = ReturnType<typeof usePendingCount>;

export function usePendingCount(enabled: boolean) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const id = useId();
  const { data: count } = useQuery({
    queryKey: PENDING_COUNT_KEY,
    queryFn: () => dataProvider.getPendingCount(),
    refetchInterval: EVERY_MS,
    enabled,
  });
  const shown = enabled && !!count;
  // The same object while the count stays: the menu's entries are drawn again only when it changes.
  return useMemo(
    () =>
      shown
        ? {
            describedBy: id,
            badge: (
              <span
                aria-hidden
                className="ml-auto rounded-full bg-status-pending px-2 py-0.5 text-xs font-semibold text-status-fg"
              >
                {count > 99 ? '99+' : count}
              </span>
            ),
            description: (
              <span id={id} className="sr-only">
                {translate('app.menu.pendingCount', { smart_count: count })}
              </span>
            ),
          }
        : null,
    [shown, count, id, translate],
  );
}

/**
 * After the panel itself changed the journal (a delete): the badge is counted again at once rather
 * than at its next poll. Nothing is asked where the count is not offered (its query is off).
 */
export function useRecountPending(): () => void {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: PENDING_COUNT_KEY });
}
