// Limits the production backend's database sets, which our schemas and the panel keep to, so that
// a long text is refused with a 400 naming its field (or cut, where the panel writes it itself)
// instead of reaching a column that answers it with a 500.

/** The backend's text columns are VARCHAR(255) (JPA's default length). */
export const TEXT_COLUMN_MAX = 255;
