// A transaction status as a coloured badge, in the dashboard's colour families (docs/product.md:
// States).
import { useTranslate } from 'ra-core';
import { badgeClass } from '../../ui/Badge';
import { statusGroup } from '../../lib/transactionStatus';

export function StatusBadge({ status }: { status: string }) {
  const translate = useTranslate();
  return (
    // The badge's span itself: one component less in each of a journal page's rows.
    <span className={badgeClass(statusGroup(status))}>
      {translate(`app.transactions.statuses.${status}`, { _: status })}
    </span>
  );
}
