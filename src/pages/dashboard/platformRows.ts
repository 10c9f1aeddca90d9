// Rows of the stacked platform chart (docs/product.md: Screens): approved top-up and withdrawal
// sums per platform.
import type { DashboardStats, Figure } from '../../providers/dashboard';

export interface PlatformRow {
  platform: string;
  /** null when the server sent no sum: drawn as no bar, labelled as missing. */
  topUp: Figure;
  withdrawal: Figure;
}

/** The row's drawn length: a missing sum draws nothing. */
export const rowTotal = (row: PlatformRow) => (row.topUp ?? 0) + (row.withdrawal ?? 0);

/** Largest total first, so the busiest platforms lead; ties by name for a stable order. */
export function toPlatformRows(data: DashboardStats['platformGraphData']): PlatformRow[] {
  return Object.entries(data)
    .map(([platform, sums]) => ({ platform, topUp: sums.top_up, withdrawal: sums.withdrawal }))
    .sort(
      (a, b) =>
        rowTotal(b) - rowTotal(a) ||
        (a.platform < b.platform ? -1 : a.platform > b.platform ? 1 : 0),
    );
}

export interface CompactUnits {
  thousand: string;
  million: string;
  billion: string;
}

/**
 * Short axis labels for amounts ("1,5 mln"): full so'm figures would take most of a phone-wide
 * chart. The digits use the panel's Uzbek grouping through `format`.
 */
export function formatCompact(
  value: number,
  units: CompactUnits,
  format: (value: number) => string,
): string {
  const size = Math.abs(value);
  const scaled = (divisor: number) => format(Math.round((value / divisor) * 10) / 10);
  if (size >= 1e9) return `${scaled(1e9)} ${units.billion}`;
  if (size >= 1e6) return `${scaled(1e6)} ${units.million}`;
  if (size >= 1e3) return `${scaled(1e3)} ${units.thousand}`;
  return format(value);
}

const NAME_LENGTH = 12;

/** A platform's name on the chart's axis: long names end in an ellipsis. */
export function shortPlatformName(name: string): string {
  return name.length > NAME_LENGTH ? `${name.slice(0, NAME_LENGTH - 1)}…` : name;
}
