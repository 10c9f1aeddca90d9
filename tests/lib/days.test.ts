import { describe, expect, it } from 'vitest';
import { formatDay, formatNumeric, parseDay } from '../../src/lib/days';

describe('calendar days', () => {
  it.each([
    ['2025-09-21', new Date(2025, 8, 21)],
    ['2024-02-29', new Date(2024, 1, 29)],
    ['2025-02-29', undefined],
    ['2025-13-01', undefined],
    ['2025-9-1', undefined],
    ['20250921', undefined],
    ['', undefined],
    [null, undefined],
  ])('parseDay(%j) is the local day or nothing', (day, expected) => {
    expect(parseDay(day)).toEqual(expected);
  });

  it('writes numeric patterns', () => {
    const date = new Date(2025, 8, 1, 7, 5, 9);
    expect(formatDay(date)).toBe('2025-09-01');
    expect(formatNumeric(date, 'dd-MM-yyyy HH:mm')).toBe('01-09-2025 07:05');
    expect(formatNumeric(date, "yyyy-MM-dd'T'HH:mm:ss")).toBe('2025-09-01T07:05:09');
  });
});
