// A placeholder of the final size while data loads, so nothing moves when it arrives.
import { cx } from './cx';

export function Skeleton({ className }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={cx('block animate-pulse rounded-md bg-surface-2', className ?? 'h-4 w-full')}
    />
  );
}
