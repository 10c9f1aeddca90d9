import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PERIOD,
  type Period,
  customPeriod,
  isCalendarDay,
  periodDays,
  periodFromSearch,
  periodToRange,
  periodToSearch,
} from '../../../src/pages/dashboard/period';

// Afternoon of 21 September 2025 in the browser's own zone.
const today = new Date(2025, 8, 21, 14, 30, 5);

describe('periodToRange', () => {
  it.each<[string, Period, object]>([
    ['7 days', { kind: 'days', days: 7 }, { startDate: '2025-09-14T00:00:00' }],
    ['30 days', { kind: 'days', days: 30 }, { startDate: '2025-08-22T00:00:00' }],
    ['90 days', { kind: 'days', days: 90 }, { startDate: '2025-06-23T00:00:00' }],
    [
      'a custom range',
      { kind: 'custom', from: '2025-09-01', to: '2025-09-10' },
      { startDate: '2025-09-01T00:00:00', endDate: '2025-09-10T23:59:59' },
    ],
    [
      'a one-day range',
      { kind: 'custom', from: '2025-09-05', to: '2025-09-05' },
      {
        startDate: '2025-09-05T00:00:00',
        endDate: '2025-09-05T23:59:59',
      },
    ],
    ['all', { kind: 'all' }, {}],
  ])('%s', (_name, period, expected) => {
    expect(periodToRange(period, today)).toStrictEqual(expected);
  });

  it('counts calendar days across a month and a year boundary', () => {
    expect(periodToRange({ kind: 'days', days: 7 }, new Date(2025, 0, 3, 0, 0, 1))).toEqual({
      startDate: '2024-12-27T00:00:00',
    });
    // Just before midnight is still the same calendar day.
    expect(periodToRange({ kind: 'days', days: 30 }, new Date(2024, 2, 31, 23, 59, 59))).toEqual({
      startDate: '2024-03-01T00:00:00',
    });
  });
});

describe('periodDays', () => {
  it.each<[Period, object]>([
    [
      { kind: 'days', days: 7 },
      { from: '2025-09-14', to: '2025-09-21' },
    ],
    [
      { kind: 'custom', from: '2025-01-01', to: '2025-01-31' },
      { from: '2025-01-01', to: '2025-01-31' },
    ],
    [{ kind: 'all' }, {}],
  ])('%j', (period, expected) => {
    expect(periodDays(period, today)).toStrictEqual(expected);
  });
});

describe('isCalendarDay and customPeriod', () => {
  it.each([
    ['2025-09-01', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['2025-9-1', false],
    ['2025-09-01T00:00:00', false],
    ['', false],
  ])('%s is a calendar day: %s', (value, expected) => {
    expect(isCalendarDay(value)).toBe(expected);
  });

  it('accepts ordered days only', () => {
    expect(customPeriod('2025-09-01', '2025-09-02')).toEqual({
      kind: 'custom',
      from: '2025-09-01',
      to: '2025-09-02',
    });
    expect(customPeriod('2025-09-02', '2025-09-01')).toBeNull();
    expect(customPeriod('2025-09-02', '')).toBeNull();
  });
});

describe('period in the URL', () => {
  it.each<[string, Period]>([
    ['', DEFAULT_PERIOD],
    ['?period=7', { kind: 'days', days: 7 }],
    ['?period=30', { kind: 'days', days: 30 }],
    ['?period=90', { kind: 'days', days: 90 }],
    ['?period=all', { kind: 'all' }],
    ['?from=2025-09-01&to=2025-09-10', { kind: 'custom', from: '2025-09-01', to: '2025-09-10' }],
    // Invalid values fall back to the default.
    ['?period=14', DEFAULT_PERIOD],
    ['?period=7days', DEFAULT_PERIOD],
    ['?period=', DEFAULT_PERIOD],
    ['?from=2025-09-10&to=2025-09-01', DEFAULT_PERIOD],
    ['?from=2025-09-01', DEFAULT_PERIOD],
    ['?from=2025-02-30&to=2025-03-01', DEFAULT_PERIOD],
    ['?from=yesterday&to=today', DEFAULT_PERIOD],
  ])('reads %j', (search, expected) => {
    expect(periodFromSearch(search)).toStrictEqual(expected);
  });

  it.each<[Period, string]>([
    [DEFAULT_PERIOD, ''],
    [{ kind: 'days', days: 7 }, '?period=7'],
    [{ kind: 'days', days: 90 }, '?period=90'],
    [{ kind: 'all' }, '?period=all'],
    [{ kind: 'custom', from: '2025-09-01', to: '2025-09-10' }, '?from=2025-09-01&to=2025-09-10'],
  ])('writes %j', (period, expected) => {
    expect(periodToSearch(period)).toBe(expected);
    expect(periodFromSearch(expected)).toStrictEqual(period);
  });

  it('keeps unrelated parameters and replaces the old period', () => {
    expect(periodToSearch({ kind: 'all' }, '?from=2025-09-01&to=2025-09-10&tab=x')).toBe(
      '?tab=x&period=all',
    );
  });
});
