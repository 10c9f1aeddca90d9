// Waits on the journal's rows. "Every row says X" holds vacuously for a table with no rows (a list
// between two answers): the rows are waited for as well, so that what follows reads real ones.
import type { Page } from 'playwright-core';

/** Resolves once the table has rows and each of them contains `text`. */
export function waitForEveryRow(page: Page, text: string): Promise<unknown> {
  return page.waitForFunction((expected) => {
    const rows = [...document.querySelectorAll('tbody tr')];
    return rows.length > 0 && rows.every((row) => row.textContent?.includes(expected));
  }, text);
}
