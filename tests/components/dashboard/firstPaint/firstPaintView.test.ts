// @vitest-environment jsdom
// The first paint shows what the app's dashboard shows: the same texts and figures, the charts
// drawn from the same rows, and a no-data message instead of empty charts.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderFirstPaint } from '../../../../src/pages/dashboard/firstPaint/firstPaintView';
import { loadFirstPaintMessages } from '../../../../src/pages/dashboard/firstPaint/firstPaintMessages';
import { createTranslator } from '../../../../src/lib/translate';
import { dashboardStats } from '../../../fixtures/dashboardStats';

const TODAY = new Date(2025, 8, 21, 14, 30);

const stats = dashboardStats;

// jsdom has no layout: the chart boxes get a width as a browser would give them.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get: () => 600,
  });
});
afterEach(() => document.body.replaceChildren());

async function show(
  content: Partial<Parameters<typeof renderFirstPaint>[0]> = {},
  locale = 'uz' as const,
) {
  const translate = createTranslator(await loadFirstPaintMessages(locale));
  const view = renderFirstPaint({
    stats: stats(),
    bonus: { value: 450_000, failed: false },
    period: { kind: 'days', days: 30 },
    today: TODAY,
    mode: 'light',
    translate,
    ...content,
  });
  document.body.append(view.element);
  view.drawCharts();
  return view.element;
}

const region = (root: HTMLElement, name: string) =>
  root.querySelector<HTMLElement>(`section[aria-label="${name}"]`)!;
const text = (element: Element) => element.textContent!.replace(/\u00a0/g, ' ');
/** A stat card's value and caption. */
const figures = (root: HTMLElement, name: string) =>
  [...region(root, name).querySelectorAll('p')].map(text);

describe('dashboard first paint', () => {
  it('shows the cards, the three charts drawn and the most active users', async () => {
    const root = await show();
    expect(root.querySelector('h1')!.textContent).toBe('Boshqaruv Paneli');
    expect(figures(root, 'Tasdiqlangan pul yechishlar')).toEqual(["1 250 000 so'm", ' ']);
    expect(figures(root, 'Tasdiqlangan bonuslar')[0]).toBe("450 000 so'm");
    expect(figures(root, "Jami so'rovlar")).toEqual(['120', 'Tasdiqlangan: 80']);
    expect(figures(root, 'Eng faol foydalanuvchi')).toEqual(['555', "42 ta so'rov"]);

    const charts = [...root.querySelectorAll('.fp-chart')];
    expect(charts.map((chart) => chart.querySelector('h2')!.textContent)).toEqual([
      "Kunlik so'rovlar",
      "Platformalar bo'yicha summalar",
      'Holatlar taqsimoti',
    ]);
    for (const chart of charts) {
      expect(chart.querySelectorAll('path[data-mark]').length).toBeGreaterThan(0);
      expect(chart.querySelector('[role="img"]')!.getAttribute('aria-label')).not.toBe('');
    }
    expect(text(root.querySelector('.fp-statuses')!)).toContain('Tasdiqlangan: 80 (66,7%)');
    const rows = [...root.querySelectorAll('tbody tr')].map((row) => text(row));
    expect(rows).toEqual(['55542', '22217', '44412', '7779', '9999']);
    expect(root.querySelector('.fp-toggle[data-selected]')!.textContent).toBe('30 Kun');
    expect(root.querySelector('.fp-alert')).toBeNull();
  });

  it('says the bonus could not be read when its call failed', async () => {
    const root = await show({ bonus: { failed: true } });
    expect(figures(root, 'Tasdiqlangan bonuslar')).toEqual(['—', "Yuklab bo'lmadi"]);
  });

  it('shows the no-data message and no charts for an empty period', async () => {
    const root = await show({
      stats: stats({
        totalRequests: 0,
        statusDistribution: {},
        requestsByDate: {},
        platformGraphData: {},
        topUsers: {},
      }),
    });
    expect(root.querySelector('.fp-alert')!.textContent).toBe("Ma'lumotlar topilmadi.");
    expect(root.querySelectorAll('.fp-chart')).toHaveLength(0);
    expect(root.textContent).toContain("Ma'lumot yo'q");
  });

  it('speaks the saved language and takes the dark colours', async () => {
    const root = await show({ mode: 'dark' }, 'ru' as 'uz');
    expect(root.getAttribute('data-theme')).toBe('dark');
    expect(root.querySelector('h1')!.textContent).not.toBe('Boshqaruv Paneli');
    expect(text(root)).toContain('сум');
    // The line in the dark theme's primary colour.
    expect(root.querySelector('path[data-mark="line"]')!.getAttribute('stroke')).toBe('#8ab4f8');
  });
});
