// Plain table parts with the design's spacing and borders; a sortable header is a button that
// says which way it sorts (aria-sort on the header cell).
import type { HTMLAttributes, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { ArrowDown, ArrowUp } from 'lucide';
import { cx, FOCUS_RING } from './cx';
import { LineIcon } from './LineIcon';

export function Table({ className, ...rest }: HTMLAttributes<HTMLTableElement>) {
  return <table className={cx('w-full border-collapse text-sm', className)} {...rest} />;
}

export function Th({ className, ...rest }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="col"
      className={cx('border-b border-border px-3 py-2 text-left font-medium text-muted', className)}
      {...rest}
    />
  );
}

/** A cell's classes, for a `<td>` of a table drawn many times (a journal page's rows). */
export const tdClass = (className?: string) =>
  cx('border-b border-border px-3 py-2 align-middle', className);

export function Td({ className, ...rest }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={tdClass(className)} {...rest} />;
}

export interface SortableThProps {
  children: ReactNode;
  /** The direction this column sorts in now, or undefined when another column sorts. */
  order?: 'ASC' | 'DESC';
  onSort: () => void;
  className?: string;
}

export function SortableTh({ children, order, onSort, className }: SortableThProps) {
  return (
    <th
      scope="col"
      aria-sort={order === 'ASC' ? 'ascending' : order === 'DESC' ? 'descending' : undefined}
      className={cx('border-b border-border px-1 py-1 text-left font-medium text-muted', className)}
    >
      <button
        type="button"
        onClick={onSort}
        className={cx(
          'inline-flex cursor-pointer items-center gap-1 rounded px-2 py-1 hover:text-fg',
          FOCUS_RING,
        )}
      >
        {children}
        <LineIcon
          icon={order === 'ASC' ? ArrowUp : ArrowDown}
          size={14}
          className={order ? 'opacity-100' : 'opacity-0'}
        />
      </button>
    </th>
  );
}
