// Building blocks of the first paint: elements from a tag, attributes and children (strings
// become text nodes, so figures and names from the API are never parsed as HTML).
type Child = Node | string;

export function html<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  children: Child[] = [],
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

/** A grey block standing in for a control that is not there yet. */
export const skeleton = (height: number) =>
  html('div', { class: 'fp-skeleton', style: `height:${height}px` });
