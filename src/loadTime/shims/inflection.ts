// inflection's four functions that ra-core imports, for what ra-core asks of them: a resource's
// fallback name ('transactions' -> 'Transactions') when the catalogue has no
// `resources.<name>.name`, and a field's fallback label from its source. Every resource and field
// of the panel has its text in the catalogues, so these answers are never shown; the library's
// English rules were downloaded by every list for nothing.

/** 'cards' -> 'card', 'categories' -> 'category'. */
export function singularize(word: string): string {
  if (/[^aeiou]ies$/i.test(word)) return word.slice(0, -3) + 'y';
  if (/(ss|us)$/i.test(word)) return word;
  return word.replace(/s$/i, '');
}

/** 'card' -> 'cards', 'category' -> 'categories', 'address' -> 'addresses'; 'cards' stays. */
export function pluralize(word: string): string {
  if (/(ss|x|ch|sh)$/i.test(word)) return word + 'es';
  if (/s$/i.test(word)) return word;
  if (/[^aeiou]y$/i.test(word)) return word.slice(0, -1) + 'ies';
  return word + 's';
}

export function inflect(word: string, count: number): string {
  return count === 1 ? singularize(word) : pluralize(word);
}

/** 'login-devices' -> 'Login-devices', 'admin_card_id' -> 'Admin card'. */
export function humanize(word: string, lowFirstLetter?: boolean): string {
  const text = word.replace(/_id$/, '').replace(/_+/g, ' ').toLowerCase();
  return lowFirstLetter ? text : text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'chatId' -> 'chat_id'. */
export function underscore(word: string): string {
  return word
    .replace(/([a-z\d])([A-Z])/g, '$1_$2')
    .replace(/-/g, '_')
    .toLowerCase();
}

const METHODS: Record<string, (word: string) => string> = {
  singularize,
  pluralize,
  humanize,
  underscore,
};

/** Applies the named functions in order (ra-core asks for ['underscore', 'humanize']). */
export function transform(word: string, methods: string[]): string {
  return methods.reduce((text, method) => (METHODS[method] ? METHODS[method](text) : text), word);
}
