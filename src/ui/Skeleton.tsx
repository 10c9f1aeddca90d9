// A placeholder of the final size while data loads, so nothing moves when it arrives. Marked
// data-skeleton: the browser's screen check waits until a screen shows none (tests/e2e/screens).
import type { CSSProperties } from 'react';
import { cx } from './cx';

/** `style` is for sizes computed at run time (a chart's height). */
export function Skeleton({ className, style }: { className?: string; style?: CSSProperties }) {
  return (
    <span
      aria-hidden
      data-skeleton
      style={style}
      className={cx('block animate-pulse rounded-md bg-surface-2', className ?? 'h-4 w-full')}
    />
  );
}
