import { describe, expect, it } from 'vitest';
import {
  STATUSES,
  statusColour,
  statusGroup,
  toStatusSlices,
} from '../../../src/pages/dashboard/statusColours';

describe('statusGroup', () => {
  it.each([
    ['APPROVED', 'approved'],
    ['BONUS_APPROVED', 'bonus'],
    ['PENDING', 'pending'],
    ['PENDING_SMS', 'pending'],
    ['PENDING_ADMIN', 'pending'],
    ['PENDING_PAYMENT', 'pending'],
    ['PENDING_SCREENSHOT', 'pending'],
    ['FAILED', 'failed'],
    ['CANCELED', 'canceled'],
    ['REFUNDED', 'other'],
  ])('%s -> %s', (status, group) => {
    expect(statusGroup(status)).toBe(group);
  });
});

/** The colour family of a #rrggbb colour: grey when barely saturated, otherwise by hue. */
function family(colour: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d < 40) return 'grey';
  const sector = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  const hue = sector * 60;
  if (hue < 15 || hue >= 345) return 'red';
  if (hue < 45) return 'orange';
  if (hue >= 90 && hue < 160) return 'green';
  if (hue >= 270 && hue < 320) return 'purple';
  return `hue ${Math.round(hue)}`;
}

describe('statusColour', () => {
  it.each(['light', 'dark'] as const)(
    'follows the spec colour families in the %s theme',
    (mode) => {
      expect(family(statusColour('APPROVED', mode))).toBe('green');
      for (const status of STATUSES.filter((s) => s.startsWith('PENDING'))) {
        expect(family(statusColour(status, mode)), status).toBe('orange');
      }
      expect(family(statusColour('FAILED', mode))).toBe('red');
      expect(family(statusColour('CANCELED', mode))).toBe('grey');
      expect(family(statusColour('BONUS_APPROVED', mode))).toBe('purple');
    },
  );

  it('gives the pending variants distinct shades', () => {
    const pending = STATUSES.filter((s) => s.startsWith('PENDING'));
    for (const mode of ['light', 'dark'] as const) {
      expect(new Set(pending.map((s) => statusColour(s, mode))).size).toBe(pending.length);
    }
  });
});

describe('toStatusSlices', () => {
  it('orders slices the spec way, drops empty ones and puts unknown statuses last', () => {
    const slices = toStatusSlices(
      { FAILED: 2, REFUNDED: 1, PENDING_SMS: 0, APPROVED: 10, PENDING: 4 },
      'light',
    );
    expect(slices.map((s) => [s.status, s.count])).toEqual([
      ['APPROVED', 10],
      ['PENDING', 4],
      ['FAILED', 2],
      ['REFUNDED', 1],
    ]);
    expect(slices[0].colour).toBe(statusColour('APPROVED', 'light'));
  });
});
