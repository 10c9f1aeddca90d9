// Page controls under a list: rows per page, "1-25 (jami 6 000)", previous and next.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslate } from 'ra-core';
import { Button } from './Button';
import { Select } from './Select';

export interface PaginationProps {
  page: number;
  perPage: number;
  total: number;
  perPageOptions?: number[];
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
}

export function Pagination({
  page,
  perPage,
  total,
  perPageOptions = [25, 50, 100],
  onPageChange,
  onPerPageChange,
}: PaginationProps) {
  const translate = useTranslate();
  const pages = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  return (
    <nav
      aria-label={translate('ra.navigation.page_rows_per_page')}
      className="flex flex-wrap items-end justify-end gap-x-4 gap-y-2 px-3 py-2 text-sm"
    >
      <Select
        className="w-28"
        label={translate('ra.navigation.page_rows_per_page')}
        value={String(perPage)}
        options={perPageOptions.map((size) => ({ value: String(size), label: String(size) }))}
        onValueChange={(value) => onPerPageChange(Number(value))}
      />
      <span className="h-10 content-center" aria-live="polite">
        {translate('ra.navigation.page_range_info', {
          offsetBegin: from,
          offsetEnd: to,
          total,
        })}
      </span>
      <div className="flex gap-1">
        <Button
          variant="ghost"
          aria-label={translate('ra.navigation.previous')}
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
          icon={<ChevronLeft size={18} aria-hidden />}
        />
        <Button
          variant="ghost"
          aria-label={translate('ra.navigation.next')}
          disabled={page >= pages}
          onClick={() => onPageChange(page + 1)}
          icon={<ChevronRight size={18} aria-hidden />}
        />
      </div>
    </nav>
  );
}
