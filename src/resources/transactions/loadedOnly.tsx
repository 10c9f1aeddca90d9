// What the journal says when the server answered only its newest rows (the production backend:
// at most 100, no paging): the search and date range then saw only those, and an empty result
// must not claim that no such transaction exists.
import { useListContext, useTranslate } from 'ra-core';
import type { LoadedOnly } from '../../providers/resources/transactions';
import { Notice } from '../../ui/States';

/** The answer's `meta.loadedOnly` when the server may hold more matches than it sent. */
export function useCappedAnswer(): LoadedOnly | undefined {
  const { meta } = useListContext();
  const loadedOnly = (meta as { loadedOnly?: LoadedOnly } | undefined)?.loadedOnly;
  return loadedOnly?.capped ? loadedOnly : undefined;
}

export function LoadedOnlyNote() {
  const translate = useTranslate();
  const capped = useCappedAnswer();
  if (!capped) return null;
  const key = capped.clientFiltered ? 'loadedOnlyFiltered' : 'loadedOnlyCapped';
  return <Notice>{translate(`app.transactions.${key}`, { count: capped.loaded })}</Notice>;
}

/** The list's empty text: among the loaded rows only, when that is all the search saw. */
export function EmptyText() {
  const translate = useTranslate();
  const capped = useCappedAnswer();
  return capped?.clientFiltered
    ? translate('app.transactions.emptyAmongLoaded', { count: capped.loaded })
    : translate('app.transactions.empty');
}
