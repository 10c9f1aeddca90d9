// How much of a short list (a few accounts, cards, platforms) a tile-list screen asks for: all
// of it, on one page. A module of its own, so that a screen's declaration can name the page its
// list asks for (registry/) without loading the screen.
export const WHOLE_LIST = 1000;

/** The list parameters of a tile-list screen sorted by `sort` (TileListScreen's ListBase). */
export const wholeListParams = (sort: { field: string; order: 'ASC' | 'DESC' }) => ({
  pagination: { page: 1, perPage: WHOLE_LIST },
  sort,
  filter: {},
});
