// Where a page load's time went, read when the page is ready: the main thread's script and
// busy time (Chromium's performance counters over CDP), what is left of the time as idle (mostly
// waiting for the network), and when the screen's data had arrived (the page's own resource
// timing), so that "data → drawn" says how long the drawn rows waited after their data.
import type { CDPSession, Page } from 'playwright-core';
import { median } from './stats.ts';

export interface LoadProfile {
  /** Milliseconds from navigation start to ready, by the page's clock. */
  readyMs: number;
  /** JavaScript run on the main thread (compile and execution). */
  scriptMs: number;
  /** Style and layout. */
  layoutMs: number;
  /** Every task of the main thread (script, style, layout, paint, parsing...). */
  busyMs: number;
  /** The rest of the time to ready: the main thread waited (network, timers). */
  idleMs: number;
  /** When the screen's data had been received, from navigation start (none for /login). */
  dataArrivedMs?: number;
}

/** Runs in the page: its clock now and the end of the first response for `dataPath`. */
function pageTimes(dataPath: string | null) {
  const entry = dataPath
    ? performance
        .getEntriesByType('resource')
        .find((resource) => new URL(resource.name).pathname === dataPath)
    : undefined;
  return {
    now: performance.now(),
    dataArrived: entry ? (entry as PerformanceResourceTiming).responseEnd : null,
  };
}

export async function loadProfile(
  page: Page,
  cdp: CDPSession,
  dataPath: string | undefined,
): Promise<LoadProfile> {
  const [{ metrics }, times] = await Promise.all([
    cdp.send('Performance.getMetrics'),
    page.evaluate(pageTimes, dataPath ?? null),
  ]);
  const ms = (name: string) => (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000;
  const busyMs = ms('TaskDuration');
  return {
    readyMs: times.now,
    scriptMs: ms('ScriptDuration'),
    layoutMs: ms('LayoutDuration') + ms('RecalcStyleDuration'),
    busyMs,
    idleMs: Math.max(0, times.now - busyMs),
    dataArrivedMs: times.dataArrived ?? undefined,
  };
}

/** The median of each figure over several loads (figures a load lacks are left out). */
export function medianProfile(profiles: readonly LoadProfile[]): LoadProfile | undefined {
  if (profiles.length === 0) return undefined;
  const of = (pick: (profile: LoadProfile) => number | undefined) =>
    median(profiles.map(pick).filter((value): value is number => value !== undefined));
  const dataArrived = of((profile) => profile.dataArrivedMs);
  return {
    readyMs: of((profile) => profile.readyMs),
    scriptMs: of((profile) => profile.scriptMs),
    layoutMs: of((profile) => profile.layoutMs),
    busyMs: of((profile) => profile.busyMs),
    idleMs: of((profile) => profile.idleMs),
    dataArrivedMs: Number.isNaN(dataArrived) ? undefined : dataArrived,
  };
}
