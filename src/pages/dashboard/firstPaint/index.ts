// The signed-in `/` on a slow phone: the dashboard's figures are asked for at once and drawn as
// soon as they arrive, before the admin app has downloaded; the app then takes over (see
// layout/firstPaintHandoff.ts). Nothing is drawn when the figures fail: the app reports that.
import { canHoldFirstPaint, holdFirstPaint } from '../../../layout/firstPaintHandoff';
import { readLocale, readThemeMode } from '../../../lib/preferences';
import { createTranslator } from '../../../lib/translate';
import { type EarlyCalls, startEarlyStats } from '../earlyStats';
import { loadFirstPaintMessages } from './firstPaintMessages';
import { renderFirstPaint } from './firstPaintView';

/** Draws the first paint above `root` from the early calls; true when it was drawn. */
export async function showFirstPaint(
  root: HTMLElement,
  calls: EarlyCalls,
  today: Date,
): Promise<boolean> {
  const locale = readLocale();
  const [stats, bonus, messages] = await Promise.allSettled([
    calls.stats,
    calls.bonus,
    loadFirstPaintMessages(locale),
  ]);
  if (stats.status === 'rejected' || messages.status === 'rejected') return false;
  if (!canHoldFirstPaint()) return false;

  const view = renderFirstPaint({
    stats: stats.value,
    bonus: bonus.status === 'fulfilled' ? { value: bonus.value, failed: false } : { failed: true },
    period: calls.period,
    today,
    mode: readThemeMode(),
    translate: createTranslator(messages.value),
  });
  document.documentElement.lang = locale;
  root.before(view.element);
  view.drawCharts();
  root.classList.add('fp-held');
  root.setAttribute('inert', '');
  holdFirstPaint(() => {
    view.element.remove();
    root.classList.remove('fp-held');
    root.removeAttribute('inert');
  });
  return true;
}

/** The start-up's call on a signed-in `/`: asks for the figures, then draws them. */
export function startFirstPaint(root: HTMLElement, search: string, today: Date): Promise<boolean> {
  const calls = startEarlyStats(search, today);
  return calls ? showFirstPaint(root, calls, today) : Promise.resolve(false);
}
