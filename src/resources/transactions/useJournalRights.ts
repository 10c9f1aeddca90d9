// Which of the journal's writes the signed-in role may use (contract/roles.ts); a control for the
// others is not drawn. Asked once per list, not per row: a page of rows is the screen's largest
// drawing.
import { useCan } from '../../auth/useCan';

export interface JournalRights {
  /** Selection boxes: they exist only for the bulk delete. */
  select: boolean;
  /** A row's own delete button. */
  remove: boolean;
}

export function useJournalRights(): JournalRights {
  const select = useCan('transactions', 'bulk_delete');
  const remove = useCan('transactions', 'delete');
  return { select, remove };
}
