// Pure rules of the currency page (docs/product.md: Screens Currency, Form rules): reading a typed
// rate in either decimal style, the form check, and showing a rate with Uzbek grouping and up to 4
// decimals.
import { formatNumber } from '../../lib/money';

/** react-query key of the latest rates, re-read after a successful update. */
export const LATEST_RATES_KEY = ['currency', 'latest'] as const;

/**
 * A number typed by an admin: '.' or ',' as the decimal separator (Uzbek and Russian keyboards
 * write a comma), spaces as grouping. Returns null for anything else, including '1,234.5', whose
 * meaning is ambiguous.
 */
export function parseDecimal(input: string): number | null {
  const text = input.replace(/[\s\u00a0\u202f]/g, '');
  if (!/^(\d+([.,]\d*)?|[.,]\d+)$/.test(text)) return null;
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

export interface RatesInput {
  uzsToRub: string;
  rubToUzs: string;
}

/** The catalogue key of the form's problem, or null when both rates are positive numbers. */
export function ratesProblem(input: RatesInput): string | null {
  if (!input.uzsToRub.trim() || !input.rubToUzs.trim()) return 'app.currency.required';
  const values = [parseDecimal(input.uzsToRub), parseDecimal(input.rubToUzs)];
  if (values.some((value) => value === null || value <= 0)) return 'app.currency.invalid';
  return null;
}

/**
 * The form's errors for ra-core's Form: the problem on the first field that has it (one message
 * for the form, as the spec words it, not one per field).
 */
export function ratesFormErrors(input: Partial<RatesInput>): Partial<RatesInput> {
  const values = { uzsToRub: input.uzsToRub ?? '', rubToUzs: input.rubToUzs ?? '' };
  const key = ratesProblem(values);
  if (!key) return {};
  const wrong = (text: string) =>
    key === 'app.currency.required' ? !text.trim() : !((parseDecimal(text) ?? 0) > 0);
  return wrong(values.uzsToRub) ? { uzsToRub: key } : { rubToUzs: key };
}

/** "12 345,6789"; a missing or broken rate shows as a dash rather than "NaN". */
export function formatRate(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '—';
  // A rate like 0.1234 RUB needs more decimals than money's two.
  return formatNumber(value, 4);
}

/** True when a failed call is the backend's "no rate was ever set" answer. */
export function isNotFound(error: unknown): boolean {
  return (error as { status?: unknown } | null | undefined)?.status === 404;
}
