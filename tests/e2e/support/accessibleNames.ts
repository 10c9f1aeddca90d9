// The accessible names Chromium computes for a page (its accessibility tree, through the DevTools
// protocol), and the ones that say the same words twice: a control labelled by both a hidden
// label and its visible text ('Maxsus oraliq Maxsus oraliq').
import type { Page } from 'playwright-core';

interface AXNode {
  ignored?: boolean;
  role?: { value?: string };
  name?: { value?: string };
}

/** True when `name` is one run of words said twice in a row ('a b a b'). */
export function saysItTwice(name: string): boolean {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2 || words.length % 2) return false;
  const half = words.length / 2;
  return words.slice(0, half).join(' ') === words.slice(half).join(' ');
}

/** Every `role "name"` of the page's accessibility tree whose name says it twice. */
export async function doubledNames(page: Page): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await session.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
    return nodes
      .filter((node) => !node.ignored && saysItTwice(node.name?.value ?? ''))
      .map((node) => `${node.role?.value ?? '?'} "${node.name?.value}"`);
  } finally {
    await session.detach();
  }
}
