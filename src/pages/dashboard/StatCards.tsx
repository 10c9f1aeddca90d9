// The five stat cards (docs/product.md: Screens): approved withdrawals, top-ups and bonus in so'm,
// the request totals, and the most active user. Skeletons keep the final size while loading.
import { memo } from 'react';
import { useTranslate } from 'ra-core';
import type { DashboardStats, Figure } from '../../providers/dashboard';
import { Card } from '../../ui/Card';
import { Skeleton } from '../../ui/Skeleton';
import { statCardTexts } from './statCardTexts';

interface StatCardProps {
  label: string;
  value?: string;
  caption?: string;
  loading: boolean;
}

function StatCard({ label, value, caption, loading }: StatCardProps) {
  return (
    <Card aria-label={label} className="min-w-0 p-4">
      <h3 className="m-0 mb-2 text-sm font-normal text-muted">{label}</h3>
      {/* Long amounts and chat ids wrap instead of pushing the grid wider than a phone. */}
      <p className="m-0 text-xl font-medium [overflow-wrap:anywhere]">
        {loading ? <Skeleton className="my-1 h-6 w-3/4" /> : value}
      </p>
      <p className="m-0 text-sm text-muted [overflow-wrap:anywhere]">
        {loading ? <Skeleton className="my-1 h-4 w-1/2" /> : (caption ?? '\u00a0')}
      </p>
    </Card>
  );
}

export interface StatCardsProps {
  stats?: DashboardStats;
  /** The separate bonus call: its value, or `failed` when it could not be read. */
  bonus: { value?: Figure; loading: boolean; failed: boolean };
  loading: boolean;
}

// Memo: drawn again only when the figures change (the dashboard around it is drawn again for
// each change of its own, and once more after the first drawing, when ra-core sets its routes).
export const StatCards = memo(function StatCards({ stats, bonus, loading }: StatCardsProps) {
  const translate = useTranslate();
  return (
    // One column on a phone, five side by side once the content is about 1000 px wide.
    <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,180px),1fr))] gap-4">
      {statCardTexts(stats, bonus, translate).map((card) => (
        <StatCard
          key={card.id}
          loading={card.id === 'bonus' ? bonus.loading : loading}
          label={card.label}
          value={card.value}
          caption={card.caption}
        />
      ))}
    </div>
  );
});
