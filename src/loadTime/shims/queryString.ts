// query-string's parse and stringify, as ra-core uses them (the list's parameters in the address,
// a create form's `?source=`), on the browser's URLSearchParams: less script on every screen
// with a list or a form. The addresses differ only in a space, written `+` instead
// of `%20`; both are read back the same by either.

export type Query = Record<string, string | string[]>;

/** '?page=2&sort=id' -> { page: '2', sort: 'id' }; a repeated key gives an array. */
export function parse(search: string): Query {
  const query: Query = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const seen = query[key];
    query[key] = seen === undefined ? value : ([] as string[]).concat(seen, value);
  }
  return query;
}

/** The keys in order, undefined values left out, arrays as repeated keys (query-string's way). */
export function stringify(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(query).sort()) {
    const value = query[key];
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined) params.append(key, item === null ? '' : String(item));
    }
  }
  return params.toString();
}
