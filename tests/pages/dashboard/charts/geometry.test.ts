// The charts' geometry as numbers: recharts' tick steps, shapes where the data puts them.
import { describe, expect, it } from 'vitest';
import {
  labelStep,
  niceTicks,
  platformLayout,
  requestsLayout,
  sectorPath,
  statusLayout,
} from '../../../../src/pages/dashboard/charts/geometry';

const numbers = (path: string) => path.match(/-?[\d.]+/g)!.map(Number);

describe('niceTicks', () => {
  it('picks the steps recharts picks for five ticks from zero', () => {
    expect(niceTicks(157, 4, true)).toEqual([0, 40, 80, 120, 160]);
    expect(niceTicks(550_000_000)).toEqual([0, 150e6, 300e6, 450e6, 600e6]);
    expect(niceTicks(9)).toEqual([0, 3, 6, 9, 12]);
  });

  it('keeps whole steps for counts and has a range when everything is zero', () => {
    expect(niceTicks(3, 4, true)).toEqual([0, 1, 2, 3, 4]);
    expect(niceTicks(0)).toEqual([0, 1]);
  });
});

describe('labelStep', () => {
  it('skips labels that would overlap', () => {
    // 30 labels of 5 characters (35 px + 16 px gap) in 300 px: 5 fit, so every 6th is shown.
    expect(labelStep(30, 300, 5, 16)).toBe(6);
    expect(labelStep(3, 1000, 5, 16)).toBe(1);
  });
});

describe('requestsLayout', () => {
  const rows = [
    { day: '2025-09-01', count: 0 },
    { day: '2025-09-02', count: 80 },
    { day: '2025-09-03', count: 160 },
  ];
  const options = {
    width: 400,
    height: 232,
    dayLabel: (day: string) => day.slice(8),
    number: String,
  };

  it('puts one point per day, from the bottom to the top of the value axis', () => {
    const layout = requestsLayout(rows, options);
    expect(layout.points).toHaveLength(3);
    const [first, middle, last] = layout.points;
    // 0 on the x axis (plot bottom = 232 - 30), 160 the top tick (plot top = 8).
    expect(first.y).toBeCloseTo(202);
    expect(last.y).toBeCloseTo(8);
    expect(middle.y).toBeCloseTo(105);
    expect(first.x).toBeLessThan(middle.x);
    expect(last.x).toBeCloseTo(388);
    expect(layout.line.slice(1).split('L')).toHaveLength(3);
    expect(layout.labels.map((label) => label.text)).toEqual(
      expect.arrayContaining(['0', '160', '01', '03']),
    );
  });
});

describe('platformLayout', () => {
  it('stacks the withdrawal bar where the top-up bar ends', () => {
    const layout = platformLayout(
      [
        { platform: 'A very long platform name', topUp: 300, withdrawal: 100 },
        { platform: 'B', topUp: 50, withdrawal: null },
      ],
      { width: 512, height: 192, name: (name) => name.slice(0, 3), amount: String },
    );
    expect(layout.bars).toHaveLength(2);
    const topUp = numbers(layout.bars[0].topUp);
    const withdrawal = numbers(layout.bars[0].withdrawal);
    // M x,y h width …: the plot runs from 96 to 496 px for 0 … 400 (the top tick).
    expect(topUp[0]).toBe(96);
    expect(topUp[2]).toBeCloseTo(300);
    expect(withdrawal[0]).toBeCloseTo(396);
    expect(withdrawal[2]).toBeCloseTo(100);
    expect(layout.bars[0].end.x).toBeCloseTo(496);
    expect(layout.bars[0].name.text).toBe('A v');
    // A missing sum draws no bar at all.
    expect(numbers(layout.bars[1].withdrawal)[2]).toBe(0);
  });
});

describe('statusLayout', () => {
  it('draws one sector per status, the larger one first, counter-clockwise', () => {
    const sectors = statusLayout(
      [
        { status: 'APPROVED', count: 3, colour: '#2e7d32' },
        { status: 'FAILED', count: 1, colour: '#c62828' },
      ],
      { width: 300, height: 220 },
    );
    expect(sectors).toHaveLength(2);
    // 3 of 4 of the 358° left after the gaps: the first slice's middle is at 134.25°, upper left.
    expect(sectors[0].anchor.x).toBeLessThan(150);
    expect(sectors[0].anchor.y).toBeLessThan(110);
    expect(sectors[0].d).toMatch(/^M249\.00,110\.00 A99,99 0 1 0 /);
  });

  it('draws a ring sector between the radii, counter-clockwise from three o\u2019clock', () => {
    const path = sectorPath(100, 100, 50, 90, 0, 90);
    // Outer edge from (190, 100) up to (100, 10), back along the inner edge from (100, 50).
    expect(path).toBe(
      'M190.00,100.00 A90,90 0 0 0 100.00,10.00 L100.00,50.00 A50,50 0 0 1 150.00,100.00 Z',
    );
  });
});
