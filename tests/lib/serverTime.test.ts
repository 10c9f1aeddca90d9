import { describe, expect, it } from 'vitest';
import { parseServerTime } from '../../src/lib/serverTime';

describe('parseServerTime', () => {
  it.each([
    // [input, zone, expected ISO]
    ['2025-09-21T11:56:11.123456', 'UTC', '2025-09-21T11:56:11.123Z'],
    ['2025-09-21T11:56:11.123456', 'Asia/Tashkent', '2025-09-21T06:56:11.123Z'],
    ['2025-09-21T11:56', 'Asia/Tashkent', '2025-09-21T06:56:00.000Z'],
    ['2025-09-21 00:10:00', 'Asia/Tashkent', '2025-09-20T19:10:00.000Z'],
    ['2025-09-21T11:56:11Z', 'Asia/Tashkent', '2025-09-21T11:56:11.000Z'],
    ['2025-09-21T11:56:11+05:00', 'UTC', '2025-09-21T06:56:11.000Z'],
    ['2025-03-30T02:30:00', 'Europe/Berlin', '2025-03-30T01:30:00.000Z'],
    // Readings a daylight-saving change skips or repeats, as TZDate read them.
    ['2025-10-26T02:30:00', 'Europe/Berlin', '2025-10-26T01:30:00.000Z'],
    ['2025-03-09T02:30:00', 'America/New_York', '2025-03-09T07:30:00.000Z'],
    ['2025-11-02T01:30:00', 'America/New_York', '2025-11-02T05:30:00.000Z'],
  ])('reads %s in %s', (input, zone, expected) => {
    expect(parseServerTime(input, zone)?.toISOString()).toBe(expected);
  });

  it('answers null for a zone that does not exist', () => {
    expect(parseServerTime('2025-09-21T11:56:11', 'Mars/Olympus')).toBeNull();
  });

  it.each([null, undefined, '', 'yesterday', '2025-13-99T99:99:99x'])(
    'answers null for %s',
    (input) => {
      expect(parseServerTime(input as string | null, 'UTC')).toBeNull();
    },
  );

  it('accepts epoch milliseconds and Date objects', () => {
    expect(parseServerTime(0, 'UTC')?.toISOString()).toBe('1970-01-01T00:00:00.000Z');
    const date = new Date('2024-01-01T00:00:00Z');
    expect(parseServerTime(date, 'UTC')).toBe(date);
  });
});
