import { describe, expect, it } from 'vitest';
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
