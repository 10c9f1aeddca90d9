// The user page's totals from our server's summary: how many transactions and how much (the sum
// of their amounts, in so'm, said once in the column's heading) of each type and of each status,
// the statuses in the journal's badges. The two tables side by side where the card is wide; a
// table narrower than its three columns (a phone) puts each amount under its count.
import type { ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import { formatNumber } from '../../lib/money';
import type { UserTotal } from '../../providers/userSummary';
import { Table, Td, Th } from '../../ui/Table';
import { SectionCard } from '../../ui/admin/SectionCard';
import { StatusBadge } from '../../resources/transactions/StatusBadge';
import { useUserSummary } from './useUserSummary';

function TotalsTable({
  id,
  title,
  keyLabel,
  rows,
  label,
}: {
  id: string;
  title: string;
  keyLabel: string;
  rows: UserTotal[];
  label: (key: string) => ReactNode;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.user.totals.${key}`);
  // Hidden columns and lines are display: none, so a screen reader meets each figure once.
  return (
    <div className="@container flex min-w-0 flex-col gap-1">
      <h3 id={id} className="m-0 text-sm font-medium text-muted">
        {title}
      </h3>
      {/* Its text lines up with the heading's; a long status name on a phone may wrap in its
          badge rather than push the table past the card. */}
      <Table
        aria-labelledby={id}
        className="[&_td:first-child]:pl-0 [&_td:last-child]:pr-0 [&_th:first-child]:pl-0 [&_th:last-child]:pr-0"
      >
        <thead>
          <tr>
            <Th>{keyLabel}</Th>
            <Th className="text-right whitespace-nowrap">
              {/* Narrow: the heading's two lines name the cells' two lines. */}
              <span className="block">{t('count')}</span>
              <span className="block @md:hidden">{t('amount')}</span>
            </Th>
            <Th className="hidden text-right @md:table-cell">{t('amount')}</Th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <Td className="[&_span]:whitespace-normal">{label(row.key)}</Td>
              <Td className="text-right whitespace-nowrap tabular-nums">
                {formatNumber(row.count)}
                <span className="block @md:hidden">{formatNumber(row.amount)}</span>
              </Td>
              <Td className="hidden text-right whitespace-nowrap tabular-nums @md:table-cell">
                {formatNumber(row.amount)}
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

export function UserTotals({ chatId }: { chatId: string }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.user.totals.${key}`);
  const data = useUserSummary(chatId).shown;
  // Nothing to total until the summary is there (its card says why it is not).
  if (!data) return null;
  return (
    <SectionCard title={t('title')}>
      <div className="@container">
        <div className="grid grid-cols-1 items-start gap-4 @3xl:grid-cols-2">
          <TotalsTable
            id="user-totals-by-type"
            title={t('byType')}
            keyLabel={t('type')}
            rows={data.byType}
            label={(type) => translate(`app.transactions.types.${type}`, { _: type })}
          />
          <TotalsTable
            id="user-totals-by-status"
            title={t('byStatus')}
            keyLabel={t('status')}
            rows={data.byStatus}
            label={(status) => <StatusBadge status={status} />}
          />
        </div>
      </div>
    </SectionCard>
  );
}
