// How the cards' screen lists them: oldest first, the whole list. Shared by the screen and its
// declaration (index.ts), which names the page the screen asks for without loading it.
import { wholeListParams } from '../../ui/admin/wholeList';

export const CARDS_SORT = { field: 'id', order: 'ASC' } as const;

export const cardsListParams = wholeListParams(CARDS_SORT);
