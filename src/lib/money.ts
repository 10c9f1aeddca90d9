// Amounts are shown with Uzbek digit grouping whatever the UI language (docs/product.md:
// Constants): a no-break space between thousands and a comma before decimals. Built from en-US
// parts because browsers ship reduced locale data (Chromium formats 'uz-UZ' as English), so the
// result is the same everywhere.
const formatters = new Map<number, Intl.NumberFormat>();

function formatterFor(maximumFractionDigits: number): Intl.NumberFormat {
  let formatter = formatters.get(maximumFractionDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { maximumFractionDigits });
    formatters.set(maximumFractionDigits, formatter);
  }
  return formatter;
}

const UZ_SEPARATORS: Partial<Record<Intl.NumberFormatPartTypes, string>> = {
  group: '\u00a0',
  decimal: ',',
};

/**
 * What a figure the server did not send (null, missing, not a number) shows: a dash, never 0,
 * which would claim a value nobody measured.
 */
export const MISSING = '—';

const isFigure = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Uzbek grouping; money keeps 2 decimals, rates pass more. A missing figure is a dash. */
export function formatNumber(value: number | null | undefined, maximumFractionDigits = 2): string {
  if (!isFigure(value)) return MISSING;
  return formatterFor(maximumFractionDigits)
    .formatToParts(value)
    .map((part) => UZ_SEPARATORS[part.type] ?? part.value)
    .join('');
}

/** "1 250 000 so'm"; the unit comes translated from the caller. A missing amount is a dash. */
export function formatMoney(amount: number | null | undefined, unit: string): string {
  return isFigure(amount) ? `${formatNumber(amount)} ${unit}` : MISSING;
}
