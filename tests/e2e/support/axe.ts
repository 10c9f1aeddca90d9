// Runs axe-core inside the page and returns the serious and critical violations.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

export async function seriousViolations(page: Page): Promise<string[]> {
  // A toast caught mid-animation is half transparent and axe would report its blended colours:
  // wait until every toast is fully shown (its real colours are then checked) or gone.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-sonner-toast]')].every(
      (toast) =>
        toast.getAttribute('data-mounted') === 'true' && getComputedStyle(toast).opacity === '1',
    ),
  );
  // addScriptTag would be blocked by the page's CSP; evaluate() runs outside it.
  await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (o: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run({ resultTypes: ['violations'] });
    return result.violations;
  })) as AxeViolation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
}
