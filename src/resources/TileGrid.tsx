// The record screens laid out as tiles (cards, platforms, Oson accounts): a heading row with the
// screen's action, and a grid that shows placeholders while loading, the load error (with a way
// to try again), the tiles or the screen's own empty state. One column on a phone, two from
// 768 px, three from 1280 px (the menu's 240 px leaves about 1000 px for three tiles).
import type { ReactNode } from 'react';
import { Skeleton } from '../ui/Skeleton';
import { ErrorState } from '../ui/States';
import { cx } from '../ui/cx';

const GRID = 'grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3';
const SKELETON_COUNT = 3;

export function TileScreenHeading({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h1 className="m-0 text-2xl font-semibold break-words">{title}</h1>
      {action}
    </div>
  );
}

export interface TileGridProps<T> {
  data: T[] | undefined;
  isPending: boolean;
  error: unknown;
  /** Height class of a placeholder, about a tile's, so the page does not jump. */
  skeletonClassName: string;
  loadErrorText: string;
  onRetry: () => void;
  empty: ReactNode;
  children: (record: T) => ReactNode;
}

export function TileGrid<T>(props: TileGridProps<T>) {
  const { data, isPending, error } = props;
  if (isPending) {
    return (
      <div className={GRID} aria-busy="true">
        {Array.from({ length: SKELETON_COUNT }, (_, key) => (
          <Skeleton key={key} className={cx('w-full rounded-lg', props.skeletonClassName)} />
        ))}
      </div>
    );
  }
  if (error) return <ErrorState message={props.loadErrorText} onRetry={props.onRetry} />;
  if (!data || data.length === 0) return <>{props.empty}</>;
  return <div className={GRID}>{data.map(props.children)}</div>;
}
