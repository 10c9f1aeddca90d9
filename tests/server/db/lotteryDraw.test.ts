// drawWinners, the lottery's partial Fisher–Yates draw: uniform over ordered choices (checked
// exactly by enumerating every index sequence, and roughly with the real CSPRNG), never a repeat.
import { describe, expect, it } from 'vitest';
import { cryptoRandomIndex, drawWinners } from '../../../server/db/repositories/lotteryAwards.ts';
import type { RandomIndex } from '../../../server/db/repositories/lotteryAwards.ts';

/** A source answering the given indexes in turn. */
const sequence = (...picks: number[]): RandomIndex => {
  let next = 0;
  return () => picks[next++];
};

describe('drawWinners', () => {
  it('gives every ordered choice exactly once over all index sequences (uniform)', () => {
    const candidates = ['a', 'b', 'c', 'd', 'e'];
    const seen = new Map<string, number>();
    // Every sequence of indexes the source could answer for 3 draws: 5 x 4 x 3 = 60.
    for (let first = 0; first < 5; first += 1) {
      for (let second = 0; second < 4; second += 1) {
        for (let third = 0; third < 3; third += 1) {
          const key = drawWinners(candidates, 3, sequence(first, second, third)).join('');
          seen.set(key, (seen.get(key) ?? 0) + 1);
        }
      }
    }
    // 60 distinct ordered triples of distinct letters, each reached once.
    expect(seen.size).toBe(60);
    expect([...seen.values()].every((count) => count === 1)).toBe(true);
    expect([...seen.keys()].every((key) => new Set(key).size === 3)).toBe(true);
  });

  it('spreads crypto draws evenly (generous bounds)', () => {
    const counts = new Map<number, number>();
    const candidates = Array.from({ length: 10 }, (_, index) => index);
    for (let run = 0; run < 20_000; run += 1) {
      for (const winner of drawWinners(candidates, 3, cryptoRandomIndex)) {
        counts.set(winner, (counts.get(winner) ?? 0) + 1);
      }
    }
    // 6,000 expected each, standard deviation about 65: +-10% is over nine deviations.
    for (const candidate of candidates) {
      expect(counts.get(candidate)).toBeGreaterThan(5_400);
      expect(counts.get(candidate)).toBeLessThan(6_600);
    }
  });

  it('refuses a source answering outside [0, bound) or a fraction', () => {
    expect(() => drawWinners([1, 2, 3], 1, (bound) => bound)).toThrow(RangeError);
    expect(() => drawWinners([1, 2, 3], 1, () => -1)).toThrow(RangeError);
    expect(() => drawWinners([1, 2, 3], 1, () => 0.5)).toThrow(RangeError);
  });

  it('refuses to draw more than there are, and leaves the input alone', () => {
    const candidates = [1, 2];
    expect(() => drawWinners(candidates, 3, cryptoRandomIndex)).toThrow(RangeError);
    expect(drawWinners(candidates, 2, sequence(1, 0))).toEqual([2, 1]);
    expect(candidates).toEqual([1, 2]);
    expect(drawWinners(candidates, 0, cryptoRandomIndex)).toEqual([]);
  });
});
