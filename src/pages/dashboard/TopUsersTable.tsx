// 'Eng Faol Foydalanuvchilar' (docs/product.md: Screens, Constants): the five users with the most
// requests.
import { memo } from 'react';
import { useTranslate } from 'ra-core';
import { formatNumber } from '../../lib/money';
import type { CountMap } from '../../providers/dashboard';
import { SectionCard } from '../../ui/admin/SectionCard';
import { Skeleton } from '../../ui/Skeleton';
import { Table, Td, Th } from '../../ui/Table';
import { TOP_USERS_ROWS, rankTopUsers } from './topUsers';

// Memo: drawn again only when the figures change (see StatCards).
export const TopUsersTable = memo(function TopUsersTable({
  topUsers,
  loading,
}: {
  topUsers?: CountMap;
  loading: boolean;
}) {
  const translate = useTranslate();
  const rows = topUsers ? rankTopUsers(topUsers).slice(0, TOP_USERS_ROWS) : [];
  return (
    <SectionCard id="dashboard-top-users" title={translate('app.dashboard.topUsers.title')}>
      {loading ? (
        <Skeleton className="h-56 w-full" />
      ) : rows.length === 0 ? (
        <p className="m-0 text-muted">{translate('app.dashboard.topUsers.empty')}</p>
      ) : (
        <Table aria-labelledby="dashboard-top-users">
          <thead>
            <tr>
              <Th>{translate('app.dashboard.topUsers.userId')}</Th>
              <Th className="text-right">{translate('app.dashboard.topUsers.requests')}</Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.chatId}>
                <Td className="[overflow-wrap:anywhere]">{row.chatId}</Td>
                <Td className="text-right">{formatNumber(row.count)}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </SectionCard>
  );
});
