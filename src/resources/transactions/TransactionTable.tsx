// The journal on a desktop (docs/product.md: Screens): a table with a select-all box, sortable
// columns ID, platform, user, card, amount, type, status, date, and a delete action per row; the
// select boxes and the delete column only for a role that may use them (useJournalRights).
import { memo } from 'react';
import { useListContext, useTranslate, type SortPayload } from 'ra-core';
import type { Transaction } from '../../providers/resources/transactions';
import { Checkbox } from '../../ui/Checkbox';
import { Skeleton } from '../../ui/Skeleton';
import { SortableTh, Table, tdClass, Th } from '../../ui/Table';
import { DeleteTransactionButton } from './DeleteTransactionButton';
import { DetailLink } from './DetailLink';
import { StatusBadge } from './StatusBadge';
import { useTransactionText } from './transactionText';
import { usePageSelection, type SelectableRowProps } from './usePageSelection';
import { JournalEmpty } from './JournalEmpty';
import { useJournalRights } from './useJournalRights';
import { UserPageLink } from '../../ui/admin/UserPageLink';
import { useLastPollAt } from './JournalCoverage';
import { LastSeenMarker, MissingMarker, outOfLastPoll } from './SeenMarker';

/** Column label key and the field the server sorts it by. */
const SORTABLE: [label: string, field: string][] = [
  ['id', 'id'],
  ['platform', 'platform'],
  ['user', 'fullName'],
  ['card', 'cardNumber'],
  ['amount', 'uniqueAmount'],
  ['type', 'type'],
  ['status', 'status'],
  ['date', 'createdAt'],
];

/** Another column sorts ascending first; the current one flips. */
export const nextSort = (current: SortPayload, field: string): SortPayload => ({
  field,
  order: current.field === field && current.order === 'ASC' ? 'DESC' : 'ASC',
});

// Plain cells (tdClass), not <Td>: ten components less per row. Drawn again only when its
// transaction or its selection changes: the list around it is drawn again for each of its own
// changes (and once more after the first drawing, when ra-core sets its routes), and a page of
// rows is most of the screen.
const TransactionRow = memo(function TransactionRow({
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
    <tr
      data-transaction-id={record.id}
      className={selectable && selected ? 'bg-primary-soft' : 'hover:bg-surface-2'}
    >
      {selectable && (
        <td className={tdClass()}>
          <Checkbox
            label={translate('app.transactions.selectItem', { id: record.id })}
            checked={selected}
            onCheckedChange={() => onToggle(record.id)}
          />
        </td>
      )}
      <td className={tdClass('tabular-nums')}>
        <DetailLink id={record.id}>{record.id}</DetailLink>
      </td>
      <td className={tdClass()}>{record.platform}</td>
      <td className={tdClass()}>
        {userPage ? <UserPageLink chatId={userPage} label={user} /> : user}
      </td>
      <td className={tdClass('whitespace-nowrap tabular-nums')}>{text.card(record)}</td>
      <td className={tdClass('text-right whitespace-nowrap tabular-nums')}>
        {text.amount(record)}
      </td>
      <td className={tdClass()}>{text.type(record)}</td>
      <td className={tdClass()}>
        <StatusBadge status={record.status} />
        {/* The gateway's copy only: the backend no longer shows it, under its status. */}
        {record.missingSince && (
          <div className="mt-1">
            <MissingMarker since={record.missingSince} />
          </div>
        )}
      </td>
      <td className={tdClass('tabular-nums')}>
        {/* As wide as the day, so that a narrow table breaks the line only before the time,
            never inside the dd-MM-yyyy at its hyphens. */}
        <span className="inline-block min-w-[5.75rem]">{text.date(record)}</span>
        {/* Under the date, wrapped to the date's width rather than widening the column: the
            table then fits 1280 px without scrolling sideways. */}
        {outOfPoll && (
          <div className="max-w-[9rem] leading-tight">
            <LastSeenMarker at={record.lastSeenAt} />
          </div>
        )}
      </td>
      {deletable && (
        <td className={tdClass()}>
          <DeleteTransactionButton record={record} />
        </td>
      )}
    </tr>
  );
});

/** `linkUsers`: the user cells lead to the person's page (the journal; not that page itself). */
export function TransactionTable({ linkUsers = true }: { linkUsers?: boolean }) {
  const translate = useTranslate();
  const { data, isPending, perPage, sort, setSort } = useListContext<Transaction>();
  const selection = usePageSelection();
  const rights = useJournalRights();
  const lastPollAt = useLastPollAt();

  return (
    // Below about 1100 px the columns may not fit: the table then scrolls inside its card.
    <div className="overflow-x-auto">
      {/* Cells a little tighter than the design's default, so the ten columns fit at 1280 px
          next to the menu. */}
      <Table className="min-w-[720px] [&_td]:px-1.5 [&_th:first-child]:px-1.5 [&_th:last-child]:px-1.5">
        <thead>
          <tr>
            {rights.select && (
              <Th className="w-10">
                <Checkbox
                  label={translate('ra.action.select_all')}
                  checked={selection.allState}
                  onCheckedChange={selection.toggleAll}
                  disabled={!data?.length}
                />
              </Th>
            )}
            {SORTABLE.map(([label, field]) => (
              <SortableTh
                key={field}
                className={label === 'amount' ? 'text-right' : undefined}
                order={sort.field === field ? sort.order : undefined}
                onSort={() => setSort(nextSort(sort, field))}
              >
                {translate(`app.transactions.${label}`)}
              </SortableTh>
            ))}
            {rights.remove && (
              <Th>
                {/* Named for screen readers; the trash icons say it to the eye, and the word
                    ('Действия') would push the table past 1280 px. */}
                <span className="sr-only">{translate('app.transactions.actions')}</span>
              </Th>
            )}
          </tr>
        </thead>
        <tbody>
          {data?.map((record) => (
            <TransactionRow
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
        </tbody>
      </Table>
      {/* Outside the table, so that `tbody tr` is always a transaction. Rows are as tall as
          real ones (the delete button sets the height), so nothing moves when data arrives. */}
      {isPending && (
        <div aria-hidden className="min-w-[720px]">
          {Array.from({ length: perPage }, (_, index) => (
            <div key={index} className="flex h-[49px] items-center border-b border-border px-3">
              <Skeleton className="h-4 w-full" />
            </div>
          ))}
        </div>
      )}
      {!isPending && data?.length === 0 && <JournalEmpty />}
    </div>
  );
}
