// A looked-up lottery balance (docs/product.md: Screens): chat ID, balance and tickets, with the
// ticket and balance actions below for a role that may use them (BalanceActions). A 404 means the
// user has no balance. The lottery's lookup and the user page draw it.
import type { ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import { formatMoney, formatNumber } from '../../lib/money';
import type { LotteryBalance } from '../../providers/lottery';
import { ErrorState, Notice } from '../../ui/States';
import { BalanceActions } from './BalanceActions';
import { statusOf } from './lotteryRules';

export interface BalanceResultProps {
  error: unknown;
  data: LotteryBalance | undefined;
  chatId: string;
  /** What a 404 says: the lookup's 'Foydalanuvchi topilmadi.' by default. */
  notFoundKey?: string;
  /** Under the figures, or the 404's notice (the lookup's link to the person's page). */
  extra?: ReactNode;
}

export function BalanceResult({
  error,
  data,
  chatId,
  notFoundKey = 'app.lottery.balance.notFound',
  extra,
}: BalanceResultProps) {
  const translate = useTranslate();
  // An error wins over data kept from an earlier answer (e.g. the re-read after a reset).
  if (error) {
    return statusOf(error) === 404 ? (
      // A person with no lottery balance may still have transactions: `extra` stays.
      <div className="flex flex-col gap-3">
        <Notice tone="warning">{translate(notFoundKey)}</Notice>
        {extra}
      </div>
    ) : (
      <ErrorState message={translate('app.lottery.genericError')} />
    );
  }
  if (!data) return null;
  const facts = [
    { label: 'app.lottery.balance.chatId', value: String(data.chatId), mono: true },
    {
      label: 'app.lottery.balance.balance',
      value: formatMoney(data.balance, translate('app.money.unit')),
    },
    { label: 'app.lottery.balance.tickets', value: formatNumber(data.tickets) },
  ];
  return (
    <div className="flex flex-col gap-4" data-testid="lottery-balance">
      <dl className="m-0 grid grid-cols-[repeat(auto-fit,minmax(7rem,1fr))] gap-3">
        {facts.map(({ label, value, mono }) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-muted">{translate(label)}</dt>
            <dd className={mono ? 'm-0 font-mono font-medium break-all' : 'm-0 font-medium'}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {extra}
      <BalanceActions key={chatId} chatId={chatId} balance={data} />
    </div>
  );
}
