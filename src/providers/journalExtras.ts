// Our server's additions to the journal (docs/backend.md: Our server's extras), used only where
// GET /capabilities says they exist:
//   getPendingCount -> GET    /transactions/pending-count   ({ count })
//   getSavedViews   -> GET    /saved-views                  (the account's named filters)
//   saveView        -> POST   /saved-views                  ({ name, filter })
//   deleteSavedView -> DELETE /saved-views/{id}
import { fieldsOf, idPath, isObject, numberOrNull, rowsOf, text, type Row } from './decode';
import type { HttpClient } from './httpClient';

export interface SavedView {
  id: number;
  name: string;
  filter: Record<string, unknown>;
}

function toSavedView(row: Row): SavedView {
  return {
    id: Number(row.id),
    name: text(row.name),
    filter: isObject(row.filter) ? row.filter : {},
  };
}

export function journalExtrasApi(http: HttpClient) {
  return {
    /** How many transactions wait for an admin (status PENDING_ADMIN), or null if unknown. */
    async getPendingCount(): Promise<number | null> {
      const { data } = await http('/transactions/pending-count');
      return numberOrNull(fieldsOf(data).count);
    },
    async getSavedViews(): Promise<SavedView[]> {
      const { data } = await http('/saved-views');
      return rowsOf(data, 'saved views').map(toSavedView);
    },
    async saveView(name: string, filter: Record<string, unknown>): Promise<SavedView> {
      const { data } = await http('/saved-views', { method: 'POST', body: { name, filter } });
      return toSavedView(fieldsOf(data));
    },
    async deleteSavedView(id: number): Promise<void> {
      await http(`/saved-views/${idPath(id)}`, { method: 'DELETE' });
    },
  };
}
