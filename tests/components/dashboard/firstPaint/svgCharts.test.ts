// @vitest-environment jsdom
// The first paint's SVG charts: recharts' tick steps, shapes where the data puts them.
import { describe, expect, it } from 'vitest';
import {
  labelStep,
  niceTicks,
  platformChart,
  requestsChart,
  sectorPath,
  statusChart,
} from '../../../../src/pages/dashboard/firstPaint/svgCharts';

const marks = (svg: SVGSVGElement) => [...svg.querySelectorAll('path[data-mark]')];

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

describe('requestsChart', () => {
  const rows = [
    { day: '2025-09-01', count: 0 },
    { day: '2025-09-02', count: 80 },
    { day: '2025-09-03', count: 160 },
  ];
  const options = {
    width: 400,
    height: 232,
    colour: '#1a4fa0',
    paper: '#fff',
    dayLabel: (day: string) => day.slice(8),
    number: String,
    dots: true,
  };

  it('draws one line through every day, from the bottom to the top of the value axis', () => {
    const svg = requestsChart(rows, options);
    const [line] = marks(svg);
    const points = line
      .getAttribute('d')!
      .slice(1)
      .split('L')
      .map((point) => point.split(',').map(Number));
    expect(points).toHaveLength(3);
    const [first, middle, last] = points;
    // 0 on the x axis (plot bottom = 232 - 30), 160 the top tick (plot top = 8).
    expect(first[1]).toBeCloseTo(202);
    expect(last[1]).toBeCloseTo(8);
    expect(middle[1]).toBeCloseTo(105);
    expect(first[0]).toBeLessThan(middle[0]);
    expect(last[0]).toBeCloseTo(388);
    expect(svg.querySelectorAll('circle')).toHaveLength(3);
    expect([...svg.querySelectorAll('text')].map((text) => text.textContent)).toEqual(
      expect.arrayContaining(['0', '160', '01', '03']),
    );
  });

  it('leaves the dots off a long series', () => {
    expect(
      requestsChart(rows, { ...options, dots: false }).querySelectorAll('circle'),
    ).toHaveLength(0);
  });
});

describe('platformChart', () => {
  it('stacks the withdrawal bar where the top-up bar ends', () => {
    const svg = platformChart(
      [
        { platform: 'A very long platform name', topUp: 300, withdrawal: 100 },
        { platform: 'B', topUp: 50, withdrawal: 0 },
      ],
      {
        width: 512,
        height: 192,
        colours: { topUp: 'green', withdrawal: 'blue' },
        name: (name) => name.slice(0, 3),
        amount: String,
      },
    );
    const bars = marks(svg).map((bar) =>
      bar
        .getAttribute('d')!
        .match(/-?[\d.]+/g)!
        .map(Number),
    );
    expect(bars).toHaveLength(4);
    const [topUp, withdrawal] = bars;
    // M x,y h width …: the plot runs from 96 to 496 px for 0 … 400 (the top tick).
    expect(topUp[0]).toBe(96);
    expect(topUp[2]).toBeCloseTo(300);
    expect(withdrawal[0]).toBeCloseTo(396);
    expect(withdrawal[2]).toBeCloseTo(100);
    expect(marks(svg).map((bar) => bar.getAttribute('fill'))).toEqual([
      'green',
      'blue',
      'green',
      'blue',
    ]);
    expect(svg.textContent).toContain('A v');
  });
});

describe('statusChart', () => {
  it('draws one sector per status, in its colour', () => {
    const svg = statusChart(
      [
        { status: 'APPROVED', count: 3, colour: '#2e7d32' },
        { status: 'FAILED', count: 1, colour: '#c62828' },
      ],
      { width: 300, height: 220, paper: '#fff' },
    );
    expect(marks(svg).map((slice) => slice.getAttribute('fill'))).toEqual(['#2e7d32', '#c62828']);
  });

  it('draws a ring sector between the radii, counter-clockwise from three o\u2019clock', () => {
    const path = sectorPath(100, 100, 50, 90, 0, 90);
    // Outer edge from (190, 100) up to (100, 10), back along the inner edge from (100, 50).
    expect(path).toBe(
      'M190.00,100.00 A90,90 0 0 0 100.00,10.00 L100.00,50.00 A50,50 0 0 1 150.00,100.00 Z',
    );
  });
});
