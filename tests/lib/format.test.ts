import { describe, expect, it, vi } from 'vitest';
import { formatMoney, formatNumber } from '../../src/lib/money';
import { formatDateTime } from '../../src/lib/dates';
import { formatRelativeTime } from '../../src/lib/relativeTime';

describe('formatMoney', () => {
  it('groups digits the Uzbek way and appends the unit', () => {
    // Intl's uz-UZ grouping separator is a no-break space.
    expect(formatMoney(1250000, "so'm")).toBe("1\u00a0250\u00a0000 so'm");
    expect(formatMoney(0, "so'm")).toBe("0 so'm");
  });

  it('uses a comma for decimals and a minus sign for negatives', () => {
    expect(formatMoney(1234.5, "so'm")).toBe("1\u00a0234,5 so'm");
    expect(formatMoney(-2500, "so'm")).toBe("-2\u00a0500 so'm");
  });

  it('shows a dash, never 0, for missing or broken amounts', () => {
    expect(formatMoney(null, "so'm")).toBe('—');
    expect(formatMoney(undefined, "so'm")).toBe('—');
    expect(formatMoney(Number.NaN, "so'm")).toBe('—');
  });

  it('formatNumber shows a dash for a missing figure and 0 for a real zero', () => {
    expect(formatNumber(null)).toBe('—');
    expect(formatNumber(undefined)).toBe('—');
    expect(formatNumber(0)).toBe('0');
  });

  it('rounds half away from zero on the shortest decimal form, as Intl does', () => {
    expect(formatNumber(1.005)).toBe('1,01');
    expect(formatNumber(2.675)).toBe('2,68');
    expect(formatNumber(-1.045)).toBe('-1,05');
    expect(formatNumber(0.1 + 0.2)).toBe('0,3');
    expect(formatNumber(999.995)).toBe('1\u00a0000');
    expect(formatNumber(0.5, 0)).toBe('1');
    expect(formatNumber(1e-7)).toBe('0');
    expect(formatNumber(-0.001)).toBe('-0');
    expect(formatNumber(12.34567, 4)).toBe('12,3457');
    expect(formatNumber(1e21)).toBe(
      '1\u00a0000\u00a0000\u00a0000\u00a0000\u00a0000\u00a0000\u00a0000',
    );
  });

  it('formatNumber creates no Intl formatter (whose first one loads ICU data in a fresh tab)', async () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    try {
      // A fresh copy of the module: nothing it made in earlier tests kept.
      vi.resetModules();
      const fresh = await import('../../src/lib/money');
      expect(fresh.formatNumber(1234567.891)).toBe('1\u00a0234\u00a0567,89');
      expect(numberFormat).not.toHaveBeenCalled();
    } finally {
      numberFormat.mockRestore();
    }
  });

  it("formatNumber gives Intl's en-US result with the Uzbek separators, for any magnitude", () => {
    const separators: Record<string, string> = { ',': '\u00a0', '.': ',' };
    const intl = (value: number, digits: number) =>
      new Intl.NumberFormat('en-US', { maximumFractionDigits: digits })
        .format(value)
        .replace(/[,.]/g, (separator) => separators[separator]);
    // A fixed seed: a failure names values that fail again.
    let seed = 20261126;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let i = 0; i < 5000; i++) {
      const magnitude = 10 ** Math.floor(random() * 30 - 10);
      const value = (random() - 0.5) * magnitude;
      const digits = Math.floor(random() * 7);
      expect(formatNumber(value, digits), `${value} to ${digits} decimals`).toBe(
        intl(value, digits),
      );
      const cents = Math.round(value * 100) / 100;
      expect(formatNumber(cents), String(cents)).toBe(intl(cents, 2));
    }
  });
});

describe('formatDateTime', () => {
  it('uses dd-MM-yyyy HH:mm in the local zone', () => {
    expect(formatDateTime(new Date(2025, 8, 1, 7, 5))).toBe('01-09-2025 07:05');
    expect(formatDateTime(null)).toBe('');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2025-09-21T12:00:00Z');
  it.each([
    ['uz', '5 minut oldin'],
    ['ru', '5 минут назад'],
    ['en', '5 minutes ago'],
  ])('speaks %s', (locale, expected) => {
    expect(formatRelativeTime(new Date('2025-09-21T11:55:00Z'), locale, now)).toBe(expected);
  });
});
