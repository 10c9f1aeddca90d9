// Frame of one dashboard chart: a heading, a box of the chart's final height and, while the
// charts' chunk loads, a skeleton of that same size. The chart names itself (role="img").
import { Suspense, type ReactNode } from 'react';
import { Card } from '../../ui/Card';
import { Skeleton } from '../../ui/Skeleton';
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
    <Card aria-labelledby={id} className={cx('min-w-0 p-4', wide && 'md:col-span-2')}>
      <h2 id={id} className="m-0 mb-3 text-lg font-medium">
        {title}
      </h2>
      {empty ? (
        <p className="m-0 text-muted">{empty}</p>
      ) : (
        <>
          <div className="min-w-0" style={{ height }}>
            <Suspense fallback={<Skeleton className="h-full w-full" />}>{children}</Suspense>
          </div>
          {footer}
        </>
      )}
    </Card>
  );
}
