// A transaction status as a coloured badge, in the dashboard's colour families (docs/product.md:
// States).
import { useTranslate } from 'ra-core';
import { Badge } from '../../ui/Badge';
import { statusGroup } from '../../lib/transactionStatus';

export function StatusBadge({ status }: { status: string }) {
  const translate = useTranslate();
  return (
    <Badge tone={statusGroup(status)}>
      {translate(`app.transactions.statuses.${status}`, { _: status })}
    </Badge>
  );
}
