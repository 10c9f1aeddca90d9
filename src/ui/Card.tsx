// A surface that groups one thing: a stat, a chart, a form, a list.
import type { HTMLAttributes } from 'react';
import { cx } from './cx';

export function Card({ className, ...rest }: HTMLAttributes<HTMLElement>) {
  return (
    <section
      className={cx('rounded-lg border border-border bg-surface text-fg shadow-sm', className)}
      {...rest}
    />
  );
}
