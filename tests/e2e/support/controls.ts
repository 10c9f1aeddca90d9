// Every control of the page's main area (and any open dialog) that a person could use now, as
// `kind: name`, in document order: a role's screen lists exactly these.
import type { Page } from 'playwright-core';

export function enabledControlsIn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = [
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'a[href]',
      '[role="button"]',
      '[role="switch"]',
      '[role="checkbox"]',
      '[contenteditable="true"]',
    ].join(', ');
    const roots = [...document.querySelectorAll('main, [role="dialog"]')];
    const seen = new Set<Element>();
    const found: string[] = [];
    for (const root of roots) {
      for (const element of root.querySelectorAll<HTMLElement>(selector)) {
        if (seen.has(element)) continue;
        seen.add(element);
        if (element.matches(':disabled') || element.getAttribute('aria-disabled') === 'true') {
          continue;
        }
        const role = element.getAttribute('role');
        const tag = element.tagName.toLowerCase();
        const kind =
          role ?? (tag === 'input' ? `input[${(element as HTMLInputElement).type}]` : tag);
        const labels = 'labels' in element ? (element as HTMLInputElement).labels : null;
        const name =
          element.getAttribute('aria-label') ??
          (labels && labels.length > 0
            ? [...labels].map((label) => label.textContent).join(' ')
            : element.textContent);
        found.push(`${kind}: ${(name ?? '').replace(/\s+/g, ' ').trim()}`);
      }
    }
    return found;
  });
}
