// The repeat visits' profiles: one first visit per page, a copy of what it left for each load.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FLOOR, PAGES, type PageSpec } from '../../bench/pageReady';
import { RepeatProfiles } from '../../bench/repeatProfiles';

const [login] = PAGES;
let profiles: RepeatProfiles | undefined;

afterEach(() => profiles?.dispose());

/** A first visit that leaves a cache file naming its page and how many visits came before. */
function countingFirstVisit() {
  const visits: string[] = [];
  const firstVisit = async (spec: PageSpec, dir: string) => {
    visits.push(spec.name);
    mkdirSync(path.join(dir, 'Default', 'Cache'), { recursive: true });
    writeFileSync(path.join(dir, 'Default', 'Cache', 'index'), `${spec.name} ${visits.length}`);
  };
  return { visits, firstVisit };
}

const cacheOf = (dir: string) => readFileSync(path.join(dir, 'Default', 'Cache', 'index'), 'utf8');

describe('RepeatProfiles', () => {
  it('visits each page once and gives every load its own copy of what that visit left', async () => {
    const { visits, firstVisit } = countingFirstVisit();
    profiles = new RepeatProfiles(firstVisit);
    const copies = await Promise.all([
      profiles.copyFor(FLOOR),
      profiles.copyFor(login),
      profiles.copyFor(FLOOR),
      profiles.copyFor(login),
      profiles.copyFor(FLOOR),
    ]);
    expect(visits).toEqual([FLOOR.name, login.name]);
    expect(new Set(copies).size).toBe(5);
    expect(copies.map(cacheOf)).toEqual([
      `${FLOOR.name} 1`,
      `${login.name} 2`,
      `${FLOOR.name} 1`,
      `${login.name} 2`,
      `${FLOOR.name} 1`,
    ]);
    // A load's changes to its copy reach neither the others nor the next copy.
    writeFileSync(path.join(copies[0], 'Default', 'Cache', 'index'), 'changed by a load');
    expect(cacheOf(copies[2])).toBe(`${FLOOR.name} 1`);
    expect(cacheOf(await profiles.copyFor(FLOOR))).toBe(`${FLOOR.name} 1`);
  });

  it('tries a failed first visit again for the next load', async () => {
    let attempts = 0;
    profiles = new RepeatProfiles(async (_spec, dir) => {
      attempts += 1;
      if (attempts === 1) throw new Error('Timeout 120000ms exceeded');
      writeFileSync(path.join(dir, 'visited'), 'yes');
    });
    await expect(profiles.copyFor(FLOOR)).rejects.toThrow('Timeout');
    const copy = await profiles.copyFor(FLOOR);
    expect(readFileSync(path.join(copy, 'visited'), 'utf8')).toBe('yes');
    expect(attempts).toBe(2);
  });

  it('removes every profile it made', async () => {
    profiles = new RepeatProfiles(countingFirstVisit().firstVisit);
    const copy = await profiles.copyFor(FLOOR);
    profiles.dispose();
    expect(existsSync(copy)).toBe(false);
  });
});
