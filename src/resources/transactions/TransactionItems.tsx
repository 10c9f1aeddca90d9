// The journal on a phone: one compact item per transaction, with what an admin looks for first
// (amount and status, then the date and type) above who and where (user, platform, card); a
// selection box and the delete action on each, for a role that may use them (useJournalRights).
// Nothing is wider than the screen.
import { memo } from 'react';
import { useListContext, useTranslate } from 'ra-core';
import type { Transaction } from '../../providers/resources/transactions';
import { Checkbox } from '../../ui/Checkbox';
import { Skeleton } from '../../ui/Skeleton';
import { DeleteTransactionButton } from './DeleteTransactionButton';
import { JournalEmpty } from './JournalEmpty';
import { DetailLink } from './DetailLink';
import { StatusBadge } from './StatusBadge';
import { useTransactionText } from './transactionText';
import { usePageSelection, type SelectableRowProps } from './usePageSelection';
import { useJournalRights } from './useJournalRights';
import { UserPageLink } from '../../ui/admin/UserPageLink';
import { useLastPollAt } from './JournalCoverage';
import { outOfLastPoll, SeenMarker } from './SeenMarker';

// Drawn again only when its transaction or its selection changes, as the table's rows
// (TransactionTable.tsx): a page of items is most of the phone's screen.
const TransactionItem = memo(function TransactionItem({
  record,
  selected,
  onToggle,
  selectable,
  deletable,
  userLink,
  outOfPoll,
}: SelectableRowProps) {
  const translate = useTranslate();
  const text = useTransactionText();
  const user = text.user(record);
  const userPage = userLink ? text.userPage(record) : null;
  return (
    <li
      data-transaction-id={record.id}
      className={`flex gap-3 border-b border-border p-3 ${selectable && selected ? 'bg-primary-soft' : ''}`}
    >
      {selectable && (
        <div className="pt-0.5">
          <Checkbox
            label={translate('app.transactions.selectItem', { id: record.id })}
            checked={selected}
            onCheckedChange={() => onToggle(record.id)}
          />
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
          <span className="text-base font-semibold tabular-nums">{text.amount(record)}</span>
          <StatusBadge status={record.status} />
        </div>
        <div className="text-sm text-muted tabular-nums">
          {text.date(record)} · {text.type(record)}
        </div>
        {(record.missingSince || outOfPoll) && (
          <div>
            <SeenMarker record={record} outOfPoll={outOfPoll} />
          </div>
        )}
        <div className="truncate text-sm">
          {userPage ? <UserPageLink chatId={userPage} label={user} /> : user}
        </div>
        {/* The delete action ends the last line, leaving the first line its full width. */}
        <div className="flex items-center justify-between gap-2">
          <span className="min-w-0 truncate text-sm text-muted">
            {record.platform} · <span className="tabular-nums">{text.card(record)}</span> ·{' '}
            <DetailLink id={record.id}>#{record.id}</DetailLink>
          </span>
          {deletable && <DeleteTransactionButton record={record} />}
        </div>
      </div>
    </li>
  );
});

/** `linkUsers`: as the table's (TransactionTable.tsx). */
export function TransactionItems({ linkUsers = true }: { linkUsers?: boolean }) {
  const translate = useTranslate();
  const { data, isPending, perPage } = useListContext<Transaction>();
  const selection = usePageSelection();
  const rights = useJournalRights();
  const lastPollAt = useLastPollAt();

  if (isPending) {
    return (
      <div aria-hidden>
        {Array.from({ length: Math.min(perPage, 10) }, (_, index) => (
          <div key={index} className="flex h-[105px] flex-col gap-2 border-b border-border p-3">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ))}
      </div>
    );
  }
  if (!data?.length) return <JournalEmpty />;

  return (
    <>
      {rights.select && (
        <div className="border-b border-border px-3 py-2">
          <Checkbox
            showLabel
            label={translate('ra.action.select_all')}
            checked={selection.allState}
            onCheckedChange={selection.toggleAll}
          />
        </div>
      )}
      <ul className="m-0 list-none p-0" aria-label={translate('app.transactions.title')}>
        {data.map((record) => (
          <TransactionItem
            key={record.id}
            record={record}
            selected={selection.isSelected(record.id)}
            onToggle={selection.toggle}
            selectable={rights.select}
            deletable={rights.remove}
            userLink={linkUsers}
            outOfPoll={outOfLastPoll(record, lastPollAt)}
          />
        ))}
      </ul>
    </>
  );
}
