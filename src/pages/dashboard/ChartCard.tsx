// Frame of one dashboard chart: a heading and a box of the chart's final height, so the page does
// not move when the chart is drawn into it. The chart names itself (role="img").
import type { ReactNode } from 'react';
import { SectionCard } from '../../ui/admin/SectionCard';
import { cx } from '../../ui/cx';

export interface ChartCardProps {
  id: string;
  title: string;
  height: number;
  /** Shown instead of the chart when there is nothing to draw. */
  empty?: string;
  footer?: ReactNode;
  children: ReactNode;
  /** Spans the whole row of the charts grid. */
  wide?: boolean;
}

export function ChartCard({
  id,
  title,
  height,
  empty,
  footer,
  children,
  wide = false,
}: ChartCardProps) {
  return (
    <SectionCard id={id} title={title} className={cx(wide && 'md:col-span-2')}>
      {empty ? (
        <p className="m-0 text-muted">{empty}</p>
      ) : (
        <div>
          <div className="min-w-0" style={{ height }}>
            {children}
          </div>
          {footer}
        </div>
      )}
    </SectionCard>
  );
}
