// 'Lotereya Tizimi' (docs/product.md: Screens Lottery): prize management, a user's balance and
// tickets, and the random cash award, as cards: one column on a phone, the prizes beside the other
// two from 1024 px.
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import { Card } from '../../ui/Card';
import { PageTitle } from '../../ui/PageTitle';
import { BalanceLookup } from './BalanceLookup';
import { PrizeForm } from './PrizeForm';
import { PrizeList } from './PrizeList';
import { RandomAward } from './RandomAward';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card aria-labelledby={id} className="flex min-w-0 flex-col gap-3 p-4">
      <h2 id={id} className="m-0 text-lg font-medium">
        {title}
      </h2>
      {children}
    </Card>
  );
}

export function LotteryPage() {
  const translate = useTranslate();
  const title = translate('app.lottery.title');
  return (
    <div className="my-4 flex min-w-0 flex-col gap-4">
      <PageTitle title={title} />
      <h1 className="m-0 text-2xl font-semibold">{title}</h1>
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
        <Section title={translate('app.lottery.prizes.title')}>
          <PrizeForm />
          <PrizeList />
        </Section>
        <div className="flex min-w-0 flex-col gap-4">
          <Section title={translate('app.lottery.balance.title')}>
            <BalanceLookup />
          </Section>
          <Section title={translate('app.lottery.award.title')}>
            <RandomAward />
          </Section>
        </div>
      </div>
    </div>
  );
}
