// Says that the journal refreshes itself (only where the API offers it: see TransactionList).
import { useTranslate } from 'ra-core';

export const LIVE_REFRESH_MS = 15_000;

export function LiveNote() {
  const translate = useTranslate();
  return (
    <p className="m-0 flex items-center gap-2 text-sm text-muted">
      <span aria-hidden className="size-2 rounded-full bg-success motion-safe:animate-pulse" />
      {translate('app.transactions.live', { seconds: LIVE_REFRESH_MS / 1000 })}
    </p>
  );
}
