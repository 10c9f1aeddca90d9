import { describe, expect, it } from 'vitest';
import { fillRequestsByDate } from '../../../src/pages/dashboard/requestsByDate';

describe('fillRequestsByDate', () => {
  it.each([
    ['nothing at all', {}, {}, []],
    [
      'no requests in a bounded period: zeros',
      {},
      { from: '2025-09-01', to: '2025-09-03' },
      [
        { day: '2025-09-01', count: 0 },
        { day: '2025-09-02', count: 0 },
        { day: '2025-09-03', count: 0 },
      ],
    ],
    [
      'an unordered map: sorted, gaps filled, both bounds included',
      { '2025-09-04': 2, '2025-09-02': 5 },
      { from: '2025-09-01', to: '2025-09-05' },
      [
        { day: '2025-09-01', count: 0 },
        { day: '2025-09-02', count: 5 },
        { day: '2025-09-03', count: 0 },
        { day: '2025-09-04', count: 2 },
        { day: '2025-09-05', count: 0 },
      ],
    ],
    [
      "'all': from the first to the last day present",
      { '2025-03-02': 1, '2025-02-27': 4 },
      {},
      [
        { day: '2025-02-27', count: 4 },
        { day: '2025-02-28', count: 0 },
        { day: '2025-03-01', count: 0 },
        { day: '2025-03-02', count: 1 },
      ],
    ],
    [
      "a day outside the bounds (the server's zone is ahead) widens the series",
      { '2025-09-04': 3 },
      { from: '2025-09-02', to: '2025-09-03' },
      [
        { day: '2025-09-02', count: 0 },
        { day: '2025-09-03', count: 0 },
        { day: '2025-09-04', count: 3 },
      ],
    ],
    [
      'keys that are not calendar days are ignored',
      { '2025-09-02': 1, junk: 9, '2025-02-30': 9 },
      {},
      [{ day: '2025-09-02', count: 1 }],
    ],
    [
      'a leap day and a year boundary',
      { '2024-02-28': 1, '2024-03-01': 1 },
      {},
      [
        { day: '2024-02-28', count: 1 },
        { day: '2024-02-29', count: 0 },
        { day: '2024-03-01', count: 1 },
      ],
    ],
  ])('%s', (_name, map, bounds, expected) => {
    expect(fillRequestsByDate(map, bounds)).toEqual(expected);
  });

  it('gives one row per day of a 90-day period, whatever the daylight-saving changes', () => {
    const rows = fillRequestsByDate({}, { from: '2025-02-01', to: '2025-05-01' });
    expect(rows).toHaveLength(90);
    expect(new Set(rows.map((row) => row.day)).size).toBe(90);
    expect(rows.at(-1)?.day).toBe('2025-05-01');
  });
});
