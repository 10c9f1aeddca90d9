// Amounts are shown with Uzbek digit grouping whatever the UI language (docs/product.md:
// Constants): a no-break space between thousands and a comma before decimals.
//
// Rounded and grouped here rather than by Intl.NumberFormat: a tab's first Intl formatter loads
// ICU's data, 15-25 ms of main thread inside every signed-in screen's first drawing
// (docs/performance.md: No ICU before the first figure), and no other part of a screen needs ICU.
// The result is Intl's own for 'en-US' with the separators swapped (tests/lib/format.test.ts
// compares the two on many values): digits of the number's shortest decimal form (what `String`
// gives, and what ICU rounds), rounded half away from zero, trailing zeros dropped.

const GROUP = '\u00a0';
const DECIMAL = ',';
const DECIMAL_FORM = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/** The digits of a finite, non-negative number and where its decimal point falls in them. */
function decimalDigits(value: number): { digits: number[]; point: number } {
  const [, whole, fraction = '', exponent = '0'] = DECIMAL_FORM.exec(String(value))!;
  return {
    digits: [...(whole + fraction)].map(Number),
    point: whole.length + Number(exponent),
  };
}

/** `value` (finite, non-negative) with at most `fractionDigits` decimals: [whole, fraction]. */
function rounded(value: number, fractionDigits: number): [string, string] {
  const { digits, point } = decimalDigits(value);
  // Left of the point at least one digit; the number padded with zeros to where it is cut.
  const lead = Math.max(0, 1 - point);
  const padded = [...Array<number>(lead).fill(0), ...digits];
  const cut = point + lead + fractionDigits;
  while (padded.length < cut) padded.push(0);
  const kept = padded.slice(0, cut);
  if ((padded[cut] ?? 0) >= 5) {
    let at = kept.length - 1;
    while (at >= 0 && kept[at] === 9) kept[at--] = 0;
    if (at >= 0) kept[at] += 1;
    else kept.unshift(1);
  }
  const wholeLength = kept.length - fractionDigits;
  const whole = kept
    .slice(0, wholeLength)
    .join('')
    .replace(/^0+(?=\d)/, '');
  return [whole, kept.slice(wholeLength).join('').replace(/0+$/, '')];
}

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
  const [whole, fraction] = rounded(Math.abs(value), maximumFractionDigits);
  const negative = value < 0 || Object.is(value, -0);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, GROUP);
  return `${negative ? '-' : ''}${grouped}${fraction ? DECIMAL + fraction : ''}`;
}

/** "1 250 000 so'm"; the unit comes translated from the caller. A missing amount is a dash. */
export function formatMoney(amount: number | null | undefined, unit: string): string {
  return isFigure(amount) ? `${formatNumber(amount)} ${unit}` : MISSING;
}
