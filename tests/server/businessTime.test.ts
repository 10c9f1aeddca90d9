// Business time zone arithmetic: the day of an instant, day starts (DST and skipped midnights
// included), zone-less date-times read in the zone, and what the parsers refuse.
import { describe, expect, it } from 'vitest';
import {
  addDays,
  businessDayOf,
  dayStartMs,
  parseCalendarDate,
  parseDateTime,
  zoneOffsetMs,
  zonedToUtcMs,
} from '../../server/businessTime.ts';

const at = (iso: string) => Date.parse(iso);

describe('zoneOffsetMs and businessDayOf', () => {
  it.each([
    ['2025-06-01T12:00:00Z', 'Asia/Tashkent', 5 * 60],
    ['2025-01-15T12:00:00Z', 'Europe/Berlin', 60],
    ['2025-07-15T12:00:00Z', 'Europe/Berlin', 120],
    ['2025-07-15T12:00:00Z', 'America/New_York', -240],
    ['2025-07-15T12:00:00Z', 'Asia/Kathmandu', 5 * 60 + 45],
    ['2025-07-15T12:00:00Z', 'UTC', 0],
  ])('%s in %s is UTC%+d minutes', (iso, zone, minutes) => {
    expect(zoneOffsetMs(zone, at(iso))).toBe(minutes * 60_000);
    // Again, now from the cache.
    expect(zoneOffsetMs(zone, at(iso) + 1)).toBe(minutes * 60_000);
  });

  it.each([
    ['2025-03-10T18:30:00.000Z', 'Asia/Tashkent', '2025-03-10'],
    ['2025-03-10T18:59:59.999Z', 'Asia/Tashkent', '2025-03-10'],
    ['2025-03-10T19:00:00.000Z', 'Asia/Tashkent', '2025-03-11'],
    ['2025-03-10T19:00:00.000Z', 'UTC', '2025-03-10'],
    ['2025-06-01T03:00:00.000Z', 'America/New_York', '2025-05-31'],
    ['2025-03-29T23:30:00.000Z', 'Europe/Berlin', '2025-03-30'],
    ['2025-06-01T18:29:59.999Z', 'Asia/Kolkata', '2025-06-01'],
    ['2025-06-01T18:30:00.000Z', 'Asia/Kolkata', '2025-06-02'],
  ])('%s falls on the %s day %s', (iso, zone, day) => {
    expect(businessDayOf(at(iso), zone)).toBe(day);
  });

  it('changes offset exactly at a DST transition', () => {
    // Berlin springs forward at 01:00Z on 30 March 2025.
    expect(zoneOffsetMs('Europe/Berlin', at('2025-03-30T00:59:59.999Z'))).toBe(3_600_000);
    expect(zoneOffsetMs('Europe/Berlin', at('2025-03-30T01:00:00.000Z'))).toBe(7_200_000);
  });
});

describe('dayStartMs and zonedToUtcMs', () => {
  it.each([
    ['2025-03-11', 'Asia/Tashkent', '2025-03-10T19:00:00.000Z'],
    ['2025-03-10', 'UTC', '2025-03-10T00:00:00.000Z'],
    ['2025-03-30', 'Europe/Berlin', '2025-03-29T23:00:00.000Z'],
    ['2025-03-31', 'Europe/Berlin', '2025-03-30T22:00:00.000Z'],
    // Chile skipped midnight on 8 September 2024 (23:59:59 was followed by 01:00).
    ['2024-09-08', 'America/Santiago', '2024-09-08T04:00:00.000Z'],
  ])('%s in %s starts at %s', (day, zone, iso) => {
    expect(new Date(dayStartMs(day, zone)).toISOString()).toBe(iso);
    expect(businessDayOf(dayStartMs(day, zone), zone)).toBe(day);
    expect(businessDayOf(dayStartMs(day, zone) - 1, zone)).toBe(addDays(day, -1));
  });

  it('reads a wall-clock time in the zone', () => {
    expect(zonedToUtcMs(at('2025-03-10T23:30:00Z'), 'Asia/Tashkent')).toBe(
      at('2025-03-10T18:30:00Z'),
    );
    expect(zonedToUtcMs(at('2025-07-01T12:00:00Z'), 'Europe/Berlin')).toBe(
      at('2025-07-01T10:00:00Z'),
    );
    // 02:30 does not exist in Berlin on 30 March: it lands next to the gap.
    const gap = zonedToUtcMs(at('2025-03-30T02:30:00Z'), 'Europe/Berlin');
    expect([at('2025-03-30T00:30:00Z'), at('2025-03-30T01:30:00Z')]).toContain(gap);
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
  });
});

describe('parseCalendarDate', () => {
  it.each(['2024-02-29', '2025-12-31', '1999-01-01'])('accepts %s', (text) => {
    expect(parseCalendarDate(text)).toBe(text);
  });

  it.each(['2025-02-29', '2025-13-01', '2025-00-10', '2025-04-31', '2025-1-01', '0999-01-01', ''])(
    'refuses %j',
    (text) => {
      expect(parseCalendarDate(text)).toBeUndefined();
    },
  );
});

describe('parseDateTime', () => {
  const tashkent = (text: string) => parseDateTime(text, 'Asia/Tashkent');

  it.each([
    ['2025-03-10T23:59:59', '2025-03-10T18:59:59.000Z', 999],
    ['2025-03-10T00:00:00', '2025-03-09T19:00:00.000Z', 999],
    ['2025-03-10T23:59', '2025-03-10T18:59:00.000Z', 59_999],
    ['2025-03-10T10:00:00.5', '2025-03-10T05:00:00.500Z', 99],
    ['2025-03-10T10:00:00.250', '2025-03-10T05:00:00.250Z', 0],
    ['2025-03-10T10:00:00.123456', '2025-03-10T05:00:00.123Z', 0],
    ['2025-03-10T10:00:00Z', '2025-03-10T10:00:00.000Z', 999],
    ['2025-03-10T10:00:00+05:30', '2025-03-10T04:30:00.000Z', 999],
    ['2025-03-10T10:00:00-03:00', '2025-03-10T13:00:00.000Z', 999],
  ])('reads %s as from %s, covering %d ms more', (text, start, extra) => {
    const parsed = tashkent(text);
    expect(parsed && new Date(parsed.startMs).toISOString()).toBe(start);
    expect(parsed && parsed.endMs - parsed.startMs).toBe(extra);
  });

  it.each([
    '2025-03-10',
    '2025-03-10 10:00:00',
    '2025-02-30T00:00:00',
    '2025-03-10T24:00:00',
    '2025-03-10T10:60:00',
    '2025-03-10T10:00:60',
    '2025-03-10T10:00:00+15:00',
    '2025-03-10T10:00:00+05:60',
    '2025-03-10T10:00:00.',
    '0999-03-10T10:00:00',
    'yesterday',
    '',
  ])('refuses %j', (text) => {
    expect(tashkent(text)).toBeUndefined();
  });
});
