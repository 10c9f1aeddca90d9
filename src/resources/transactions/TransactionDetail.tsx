// One transaction whole, in a panel along the right edge (the whole screen on a phone), opened
// from the journal and kept in its address (`?show=<id>`, detailLink.ts). Every field both
// backends send; on the production backend the record comes from its list (the provider).
import type { ReactNode } from 'react';
import { useGetOne, useTranslate } from 'ra-core';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Transaction } from '../../providers/resources/transactions';
import { MISSING, formatMoney } from '../../lib/money';
import { Dialog } from '../../ui/Dialog';
import { Skeleton } from '../../ui/Skeleton';
import { ErrorState } from '../../ui/States';
import { StatusBadge } from './StatusBadge';
import { detailHref } from '../../lib/detailAddress';
import { useTransactionText } from './transactionText';
import { useShownTransaction } from './useShownTransaction';
import { useLastPollAt } from './JournalCoverage';
import { outOfLastPoll, SeenMarker } from './SeenMarker';

type Field = [key: string, value: ReactNode];

function useFields(record: Transaction): Field[] {
  const translate = useTranslate();
  const text = useTransactionText();
  const outOfPoll = outOfLastPoll(record, useLastPollAt());
  const or = (value: string | number | null) => (value === null || value === '' ? MISSING : value);
  return [
    [
      'status',
      <span key="status" className="flex flex-col items-start gap-1">
        <StatusBadge status={record.status} />
        <SeenMarker record={record} outOfPoll={outOfPoll} />
      </span>,
    ],
    ['type', text.type(record)],
    ['amount', formatMoney(record.amount, translate('app.money.unit'))],
    ['uniqueAmount', text.amount(record)],
    ['currency', or(record.currency)],
    ['createdAt', or(text.date(record))],
    ['user', or(record.fullName)],
    ['chatId', or(record.chatId)],
    ['platform', or(record.platform)],
    ['platformUserId', or(record.platformUserId)],
    ['card', or(record.cardNumber)],
    ['billId', or(record.billId)],
    ['transactionId', or(record.transactionId)],
    [
      'payUrl',
      // Shown as text, not a link: a pay URL is the user's to follow, not the admin's.
      <span key="payUrl" className="break-all">
        {or(record.payUrl)}
      </span>,
    ],
    ['paymentAttempts', or(record.paymentAttempts)],
  ];
}

function Fields({ record }: { record: Transaction }) {
  const translate = useTranslate();
  return (
    <dl className="m-0 grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-2 text-sm">
      {useFields(record).map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="text-muted">{translate(`app.transactions.detail.fields.${key}`)}</dt>
          <dd className="m-0 min-w-0 break-words tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function TransactionDetail({ id }: { id: string }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { data, isPending, error } = useGetOne<Transaction>('transactions', { id: Number(id) });
  const close = () => navigate({ search: detailHref(search, null) });
  return (
    <Dialog
      side
      open
      onOpenChange={(open) => !open && close()}
      title={translate('app.transactions.detail.title', { id })}
    >
      {isPending ? (
        <div aria-busy="true" aria-label={translate('app.transactions.detail.loading')}>
          <Skeleton className="h-64 w-full" />
        </div>
      ) : error || !data ? (
        <ErrorState message={translate('app.transactions.detail.notFound')} />
      ) : (
        <Fields record={data} />
      )}
    </Dialog>
  );
}

/** The transaction the address shows (`?show=<id>`), if any: the journal's and the user page's. */
export function ShownTransaction() {
  const id = useShownTransaction();
  if (!id) return null;
  return <TransactionDetail id={id} />;
}
