import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../../src/lib/money';
import { formatCompact, toPlatformRows } from '../../../src/pages/dashboard/platformRows';
import { platformChartHeight } from '../../../src/pages/dashboard/chartSizes';

describe('toPlatformRows', () => {
  it.each([
    ['no platforms', {}, []],
    [
      'largest total first, ties by name',
      {
        Zeta: { top_up: 100, withdrawal: 50 },
        '1xBet': { top_up: 1000, withdrawal: 0 },
        Alpha: { top_up: 0, withdrawal: 150 },
      },
      [
        { platform: '1xBet', topUp: 1000, withdrawal: 0 },
        { platform: 'Alpha', topUp: 0, withdrawal: 150 },
        { platform: 'Zeta', topUp: 100, withdrawal: 50 },
      ],
    ],
  ])('%s', (_name, input, expected) => {
    expect(toPlatformRows(input)).toEqual(expected);
  });
});

describe('formatCompact', () => {
  const units = { thousand: 'ming', million: 'mln', billion: 'mlrd' };
  it.each([
    [0, '0'],
    [950, '950'],
    [1000, '1 ming'],
    [12_500, '12,5 ming'],
    [1_250_000, '1,3 mln'],
    [-2_000_000, '-2 mln'],
    [3_400_000_000, '3,4 mlrd'],
    [1_234_000_000_000, '1\u00a0234 mlrd'],
  ])('%d -> %s', (value, expected) => {
    expect(formatCompact(value, units, formatNumber)).toBe(expected);
  });
});

describe('platformChartHeight', () => {
  it.each([
    [0, 220],
    [3, 220],
    [6, 310],
    [50, 480],
  ])('%d platforms -> %d px', (count, height) => {
    expect(platformChartHeight(count)).toBe(height);
  });
});
