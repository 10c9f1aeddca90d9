// A minimal key lookup for the sign-in entry, which does not load polyglot or react-admin.
type Catalogue = { [key: string]: string | Catalogue };

export function createTranslator(messages: object) {
  return (key: string, values: Record<string, string | number> = {}): string => {
    let node: string | Catalogue | undefined = messages as Catalogue;
    for (const part of key.split('.')) {
      node = typeof node === 'object' ? node[part] : undefined;
    }
    if (typeof node !== 'string') return key;
    return node.replace(/%\{(\w+)\}/g, (match, name: string) =>
      name in values ? String(values[name]) : match,
    );
  };
}
