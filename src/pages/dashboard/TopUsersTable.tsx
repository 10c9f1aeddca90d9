// 'Eng Faol Foydalanuvchilar' (docs/product.md: Screens, Constants): the five users with the most
// requests, each leading to the person's page for a role that may open it.
import { memo } from 'react';
import { useTranslate } from 'ra-core';
import { useCan } from '../../auth/useCan';
import { botUserChatId } from '../../lib/chatId';
import { UserPageLink } from '../../ui/admin/UserPageLink';
import { formatNumber } from '../../lib/money';
import type { CountMap } from '../../providers/dashboard';
import { SectionCard } from '../../ui/admin/SectionCard';
import { Skeleton } from '../../ui/Skeleton';
import { Table, Td, Th } from '../../ui/Table';
import { TOP_USERS_ROWS, rankTopUsers } from './topUsers';

/** A user's ID, as a link to their page where it is a bot user's chat ID. */
function UserCell({ chatId, link }: { chatId: string; link: boolean }) {
  const page = link ? botUserChatId(chatId) : null;
  return page ? <UserPageLink chatId={page} label={chatId} /> : chatId;
}

// Memo: drawn again only when the figures change (see StatCards).
export const TopUsersTable = memo(function TopUsersTable({
  topUsers,
  loading,
}: {
  topUsers?: CountMap;
  loading: boolean;
}) {
  const translate = useTranslate();
  const opensUsers = useCan('transactions', 'list');
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
                <Td className="[overflow-wrap:anywhere]">
                  <UserCell chatId={row.chatId} link={opensUsers} />
                </Td>
                <Td className="text-right">{formatNumber(row.count)}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </SectionCard>
  );
});
