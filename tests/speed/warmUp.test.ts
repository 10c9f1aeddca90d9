// The start-up's warm-up runs the number formatting every signed-in screen's first drawing needs.
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../src/lib/money', () => ({ formatNumber: vi.fn(() => '0') }));

describe('warmUp', () => {
  it('formats a number once, so that the formatter and its locale data are ready', async () => {
    const { formatNumber } = await import('../../src/lib/money');
    const { warmUp } = await import('../../src/speed/warmUp');
    warmUp();
    expect(formatNumber).toHaveBeenCalledTimes(1);
  });
});
