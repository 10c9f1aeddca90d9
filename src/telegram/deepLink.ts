// Where a Mini App's start parameter (a bot's link `https://t.me/<bot>/<app>?startapp=…`) opens
// the panel: `tx_<id>` the transaction's detail in the journal, `pending` the journal filtered to
// the transactions waiting for an admin, `dashboard` (or anything else) the dashboard.
import { detailHref } from '../lib/detailAddress';

export function deepLinkPath(startParam: string | undefined | null): string {
  const transaction = /^tx_(\d{1,18})$/.exec(startParam ?? '');
  if (transaction) return `/transactions${detailHref('', transaction[1])}`;
  if (startParam === 'pending') {
    const filter = JSON.stringify({ status: 'PENDING_ADMIN' });
    return `/transactions?${new URLSearchParams({ filter })}`;
  }
  return '/';
}
