// The prizes still to be won (docs/product.md: Screens Lottery): each with its remaining count and
// a remove button behind a confirmation (for a role that may delete prizes), and the total of what
// remains (amount × count, in so'm).
import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'ra-core';
import { useCan } from '../../auth/useCan';
import { formatMoney, formatNumber } from '../../lib/money';
import type { AppDataProvider } from '../../providers/appDataProvider';
import type { Prize } from '../../providers/lottery';
import { Button } from '../../ui/Button';
import { Confirm } from '../../ui/Confirm';
import { Skeleton } from '../../ui/Skeleton';
import { ErrorState } from '../../ui/States';
import { prizeTotals } from './lotteryRules';
import { PRIZES_KEY, prizesQuery } from './queryKeys';
import { writeFailure } from '../../providers/apiErrors';

export function PrizeList() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const canDelete = useCan('lottery-prizes', 'delete');
  const unit = translate('app.money.unit');
  const money = (amount: number | null) => formatMoney(amount, unit);
  // The prize stays set while the dialog closes, so its wording does not blank mid-animation.
  const [deleting, setDeleting] = useState<Prize | null>(null);
  const [confirming, setConfirming] = useState(false);

  const prizes = useQuery({
    queryKey: prizesQuery.queryKey,
    queryFn: () => prizesQuery.queryFn(dataProvider),
  });

  const remove = useMutation({
    mutationFn: (id: number) => dataProvider.deletePrize(id),
    onSuccess: () => notify('app.lottery.prizes.deleted', { type: 'info' }),
    onError: (error) =>
      notify(writeFailure(error, 'app.lottery.prizes.deleteError'), { type: 'error' }),
    onSettled: () => {
      setConfirming(false);
      return queryClient.invalidateQueries({ queryKey: PRIZES_KEY });
    },
  });

  if (prizes.isPending) {
    return (
      <div className="flex flex-col gap-2" aria-busy="true">
        <Skeleton className="h-20 w-full" />
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (prizes.isError) {
    return (
      <ErrorState
        message={translate('app.lottery.prizes.loadError')}
        retryLabel={translate('app.lottery.prizes.retry')}
        onRetry={() => prizes.refetch()}
      />
    );
  }

  const list = prizes.data;
  const totals = prizeTotals(list);
  return (
    <div className="flex flex-col gap-2">
      <div data-testid="prize-total" className="rounded-md bg-surface-2 p-3 break-words">
        <p className="m-0 text-sm text-muted">{translate('app.lottery.prizes.total')}</p>
        <p className="m-0 text-xl font-semibold tabular-nums">{money(totals.amount)}</p>
        <p className="m-0 text-sm text-muted">
          {translate('app.lottery.prizes.totalCount', { count: formatNumber(totals.count) })}
        </p>
      </div>
      {list.length === 0 ? (
        <p className="m-0 py-2 text-muted">{translate('app.lottery.prizes.empty')}</p>
      ) : (
        <ul className="m-0 list-none p-0" aria-label={translate('app.lottery.prizes.listTitle')}>
          {list.map((prize) => (
            <li
              key={prize.id}
              data-testid={`prize-${prize.id}`}
              className="flex items-center gap-3 border-b border-border py-2 last:border-b-0"
            >
              <div className="min-w-0 flex-1">
                <div className="font-medium break-words tabular-nums">{money(prize.amount)}</div>
                <div className="text-sm text-muted">
                  {translate('app.lottery.prizes.remaining', {
                    count: formatNumber(prize.numberOfPrize),
                  })}
                </div>
              </div>
              {canDelete && (
                <Button
                  variant="ghost"
                  aria-label={translate('app.lottery.prizes.delete', {
                    amount: money(prize.amount),
                  })}
                  icon={<Trash2 size={18} aria-hidden className="text-danger" />}
                  onClick={() => {
                    setDeleting(prize);
                    setConfirming(true);
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <Confirm
        open={confirming}
        loading={remove.isPending}
        title={translate('app.lottery.prizes.confirmDeleteTitle')}
        content={translate('app.lottery.prizes.confirmDelete', {
          amount: deleting ? money(deleting.amount) : '',
          count: deleting ? formatNumber(deleting.numberOfPrize) : '',
        })}
        confirmLabel={translate('app.lottery.prizes.confirmDeleteAction')}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}
