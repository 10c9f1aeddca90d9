// The select-all box of the journal: it covers the rows on the page, is checked when all of
// them are selected and indeterminate when only some are; selections on other pages stay.
import { useListContext } from 'ra-core';
import type { Identifier } from 'ra-core';
import type { Transaction } from '../../providers/resources/transactions';

/** What a row (the table's) or an item (the phone's) is drawn from: memo rows compare these. */
export interface SelectableRowProps {
  record: Transaction;
  selected: boolean;
  /** The list's own toggle (one function for all rows). */
  onToggle: (id: Identifier) => void;
  /** Whether the row has a selection box (useJournalRights). */
  selectable: boolean;
  /** Whether the row has a delete button (useJournalRights). */
  deletable: boolean;
  /** Whether the user cell leads to the person's page (not on that page itself). */
  userLink: boolean;
  /** The gateway's last poll did not carry the row (SeenMarker.tsx). */
  outOfPoll: boolean;
}

export function usePageSelection() {
  const { data, selectedIds, onSelect, onToggleItem } = useListContext();
  const pageIds: Identifier[] = (data ?? []).map((record) => record.id);
  const selectedOnPage = pageIds.filter((id) => selectedIds.includes(id)).length;
  const allState: boolean | 'indeterminate' =
    selectedOnPage === 0 ? false : selectedOnPage === pageIds.length ? true : 'indeterminate';

  function toggleAll(checked: boolean) {
    const others = selectedIds.filter((id) => !pageIds.includes(id));
    onSelect(checked ? [...others, ...pageIds] : others);
  }

  return {
    allState,
    toggleAll,
    isSelected: (id: Identifier) => selectedIds.includes(id),
    toggle: onToggleItem,
  };
}
