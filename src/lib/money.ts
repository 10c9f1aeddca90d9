// Amounts are shown with Uzbek digit grouping whatever the UI language (SPEC §9).
const formatter = new Intl.NumberFormat('uz-UZ', { maximumFractionDigits: 2 });

export function formatNumber(value: number): string {
  return formatter.format(value);
}

/** "1 250 000 so'm"; the unit comes translated from the caller. */
export function formatMoney(amount: number | null | undefined, unit: string): string {
  const safe = typeof amount === 'number' && Number.isFinite(amount) ? amount : 0;
  return `${formatter.format(safe)} ${unit}`;
}
