// Small statistics and formatting helpers shared by the measurements.

// Not a - b: a timed-out load is Infinity, and Infinity - Infinity is NaN.
const ascending = (values: readonly number[]) =>
  [...values].sort((a, b) => (a === b ? 0 : a < b ? -1 : 1));

/** The middle value (mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = ascending(values);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Nearest-rank percentile: the smallest value with at least p% of the values at or below it. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = ascending(values);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** Bytes as kB (1 kB = 1000 bytes, as Vite's build report counts them). */
export const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

export const milliseconds = (ms: number) =>
  ms < 10 ? `${ms.toFixed(2)} ms` : `${ms.toFixed(1)} ms`;

export const seconds = (ms: number) =>
  Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'timed out';

/** Progress on stderr, so that stdout carries only the final table. */
export function progress(message: string): void {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}
