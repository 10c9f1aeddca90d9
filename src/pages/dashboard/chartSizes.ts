// Chart heights shared by the charts and their loading skeletons, so nothing jumps when the
// lazily loaded chart library arrives. Heights suit a 390 px wide phone as well as a desktop.
export const REQUESTS_CHART_HEIGHT = 260;
export const STATUS_CHART_HEIGHT = 220;
/** Dots help on a short series of days and only clutter a 90-day one. */
export const MAX_DAYS_WITH_DOTS = 31;

/** Platform bars run sideways (names stay readable on a phone): room for each bar, within limits. */
export function platformChartHeight(platforms: number): number {
  return Math.min(480, Math.max(220, 70 + platforms * 40));
}
