// The journal's open transaction lives in the address (`?show=<id>`), so that a detail can be
// shared and survives a reload; the list's own parameters stay as they are beside it. Plain (no
// React): a Mini App's start-up makes the address of a deep link with it.
export const DETAIL_PARAM = 'show';

/** The journal's current address with `id` shown (or none, for null). */
export function detailHref(search: string, id: number | string | null): string {
  const params = new URLSearchParams(search);
  if (id === null) params.delete(DETAIL_PARAM);
  else params.set(DETAIL_PARAM, String(id));
  const query = params.toString();
  return query ? `?${query}` : '?';
}
