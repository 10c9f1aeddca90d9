// The way into a transaction's detail: a link to the journal's address with `?show=<id>`, so it
// opens with the keyboard, in a new tab, or from a shared address alike. Underlined: inside a
// line of text a link must not be told apart by its colour alone.
import type { ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import { Link, useLocation } from 'react-router-dom';
import { cx, FOCUS_RING } from '../../ui/cx';
import { detailHref } from '../../lib/detailAddress';

export function DetailLink({ id, children }: { id: number; children: ReactNode }) {
  const translate = useTranslate();
  const { search } = useLocation();
  return (
    <Link
      to={{ search: detailHref(search, id) }}
      aria-label={translate('app.transactions.detail.open', { id })}
      className={cx('rounded-sm text-primary underline underline-offset-2', FOCUS_RING)}
    >
      {children}
    </Link>
  );
}
