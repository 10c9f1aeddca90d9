// How long each screen's toasts stay (ui/toastDurations.ts), as docs/product.md: Constants says:
// 3 s on the admins screen, 5 s on broadcast and Humo; react-admin's 4 s elsewhere.
import { describe, expect, it } from 'vitest';
import { DEFAULT_TOAST_MS, TOAST_MS } from '../../src/ui/toastDurations';

describe('TOAST_MS', () => {
  it.each([
    ['admins', 3000],
    ['osonConfigs', 4000],
    ['broadcast', 5000],
    ['humo', 5000],
  ] as const)('%s: %i ms', (screen, ms) => {
    expect(TOAST_MS[screen]).toBe(ms);
  });

  it("is react-admin's 4 s where a notification names none", () => {
    expect(DEFAULT_TOAST_MS).toBe(4000);
  });
});
