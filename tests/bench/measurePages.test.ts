// The bench's page series: the floor and the screens loaded in turn, each median its own.
import { describe, expect, it, vi } from 'vitest';
import { FLOOR, PAGES, measurePages, type PageSpec } from '../../bench/pageReady';

const [login, dashboard] = PAGES;

const result = (readyMs: number) => ({
  readyMs,
  scriptGzipBytes: 0,
  scriptRawBytes: 0,
  scriptCount: 0,
});

describe('measurePages', () => {
  it('loads the pages in turn, run by run, and takes each one’s median of its own loads', async () => {
    vi.spyOn(process.stderr, 'write').mockReturnValue(true);
    const order: string[] = [];
    const times: Record<string, number[]> = {
      [FLOOR.name]: [100, 300, 200],
      [login.name]: [50, 70, 60],
      [dashboard.name]: [400, 100, 200],
    };
    const load = async (spec: PageSpec, run: number) => {
      order.push(`${spec.name}#${run}`);
      return result(times[spec.name][run]);
    };
    const series = await measurePages([FLOOR, login, dashboard], 'cold', 'plain', 3, load);
    expect(order).toEqual([
      `${FLOOR.name}#0`,
      '/login#0',
      '/#0',
      `${FLOOR.name}#1`,
      '/login#1',
      '/#1',
      `${FLOOR.name}#2`,
      '/login#2',
      '/#2',
    ]);
    expect(series.map((item) => [item.spec.name, item.medianMs])).toEqual([
      [FLOOR.name, 200],
      ['/login', 60],
      ['/', 200],
    ]);
    expect(series.every((item) => item.visit === 'cold' && item.profile === 'plain')).toBe(true);
  });

  it('counts a load that never gets ready as infinitely slow and goes on', async () => {
    vi.spyOn(process.stderr, 'write').mockReturnValue(true);
    const load = async (_spec: PageSpec, run: number) => {
      if (run === 1) throw new Error('Timeout 120000ms exceeded');
      return result(100 + run);
    };
    const [floor] = await measurePages([FLOOR], 'repeat', 'throttled', 3, load);
    expect(floor.runs.map((run) => run.readyMs)).toEqual([100, Infinity, 102]);
    expect(floor.medianMs).toBe(102);
  });
});
