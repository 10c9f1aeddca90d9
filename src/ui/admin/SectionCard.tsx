// One part of a screen (a form, a list, the rates in force) as a card that is a region named by
// its heading, so a screen reader can list and jump to the parts. A list of rows reaches the
// card's edges (`flush`); the heading keeps its padding either way.
import { useId, type ReactNode } from 'react';
import { Card } from '../Card';
import { cx } from '../cx';

export interface SectionCardProps {
  title: string;
  children: ReactNode;
  /** Beside the heading (a refresh button). */
  actions?: ReactNode;
  /** The content is drawn edge to edge (rows with their own padding). */
  flush?: boolean;
  /** The heading's id, for another element it also names (a table, a list). */
  id?: string;
  className?: string;
}

export function SectionCard({
  title,
  children,
  actions,
  flush = false,
  id,
  className,
}: SectionCardProps) {
  const generatedId = useId();
  const headingId = id ?? generatedId;
  return (
    <Card
      aria-labelledby={headingId}
      className={cx('flex min-w-0 flex-col', !flush && 'gap-3 p-4', className)}
    >
      <div className={cx('flex items-center gap-2', flush && 'px-4 pt-4 pb-2')}>
        <h2 id={headingId} className="m-0 min-w-0 flex-1 text-lg font-medium">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </Card>
  );
}
