// 'Lotereya Tizimi' (docs/product.md: Screens Lottery): prize management, a user's balance and
// tickets, and the random cash award, as cards: one column on a phone, the prizes beside the other
// two from 1024 px. What the role may not do (contract/roles.ts) is left out; the prizes and a
// looked-up balance are reads, shown to all.
import { useTranslate } from 'ra-core';
import { useCan } from '../../auth/useCan';
import { ScreenHeader } from '../../ui/admin/ScreenHeader';
import { SectionCard } from '../../ui/admin/SectionCard';
import { BalanceLookup } from './BalanceLookup';
import { PrizeForm } from './PrizeForm';
import { PrizeList } from './PrizeList';
import { RandomAward } from './RandomAward';

// The user page's lottery part, exported from the lottery's view so that it comes with the
// lottery's code (the user page loads this module when it draws it): as a module of its own,
// imported by two screens, the balance's parts would move into a chunk that others download
// (loadTime/build.ts).
export { PersonBalance } from './PersonBalance';

export function LotteryPage() {
  const translate = useTranslate();
  const canAddPrize = useCan('lottery-prizes', 'create');
  const canAward = useCan('lottery-balances', 'award');
  return (
    <div className="my-4 flex min-w-0 flex-col gap-4">
      <ScreenHeader title={translate('app.lottery.title')} />
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
        <SectionCard title={translate('app.lottery.prizes.title')}>
          {canAddPrize && <PrizeForm />}
          <PrizeList />
        </SectionCard>
        <div className="flex min-w-0 flex-col gap-4">
          <SectionCard title={translate('app.lottery.balance.title')}>
            <BalanceLookup />
          </SectionCard>
          {/* The whole card: without the draw, its description would explain a missing form. */}
          {canAward && (
            <SectionCard title={translate('app.lottery.award.title')}>
              <RandomAward />
            </SectionCard>
          )}
        </div>
      </div>
    </div>
  );
}
