// A thin indeterminate bar: something is loading (a route, a refetch). Announced by its label.
import { cx } from './cx';

export function ProgressBar({ label, className }: { label: string; className?: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      className={cx('relative h-1 w-full overflow-hidden bg-primary-soft', className)}
    >
      <span className="absolute inset-y-0 left-0 w-1/3 animate-[progress_1.2s_ease-in-out_infinite] bg-primary motion-reduce:animate-none" />
    </div>
  );
}
