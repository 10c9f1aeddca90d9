// One person's lottery balance on the user page (/users/{chatId}): read at once for its chat ID,
// with the lottery's own figures and actions (BalanceResult: the ticket and balance actions only
// for a role that may, as on the lottery page). A 404 here says that the person has no balance.
import { useTranslate } from 'ra-core';
import { ProgressBar } from '../../ui/ProgressBar';
import { Skeleton } from '../../ui/Skeleton';
import { SectionCard } from '../../ui/admin/SectionCard';
import { BalanceResult } from './BalanceResult';
import { useLotteryBalance } from './useLotteryBalance';

export function PersonBalance({ chatId }: { chatId: string }) {
  const translate = useTranslate();
  const balance = useLotteryBalance(chatId);
  return (
    <SectionCard title={translate('app.user.lottery.title')}>
      {balance.isPending ? (
        <div aria-busy="true" aria-label={translate('app.lottery.balance.loading')}>
          <Skeleton className="h-12 w-full" />
        </div>
      ) : (
        <>
          {/* A fixed slot, so the bar of a re-read (after an action) does not shift the rest. */}
          <div className="h-1">
            {balance.isFetching && <ProgressBar label={translate('app.lottery.balance.loading')} />}
          </div>
          <BalanceResult
            error={balance.isError ? balance.error : null}
            data={balance.data}
            chatId={chatId}
            notFoundKey="app.user.lottery.none"
          />
        </>
      )}
    </SectionCard>
  );
}
