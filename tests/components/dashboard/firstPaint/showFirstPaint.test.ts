// @vitest-environment jsdom
// The first paint is drawn above the app's root only from a successful answer, holds the root
// (unseen, inert) until released, and never covers an app that has already started.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Handoff from '../../../../src/layout/firstPaintHandoff';
import type * as FirstPaint from '../../../../src/pages/dashboard/firstPaint';
import type { DashboardStats } from '../../../../src/providers/dashboard';

// Both modules keep state (the held first paint): fresh copies per test.
let handoff: typeof Handoff;
let firstPaint: typeof FirstPaint;
let root: HTMLElement;
beforeEach(async () => {
  vi.resetModules();
  handoff = await import('../../../../src/layout/firstPaintHandoff');
  firstPaint = await import('../../../../src/pages/dashboard/firstPaint');
  document.body.replaceChildren();
  root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
});

const STATS = {
  totalRequests: 2,
  approvedRequests: 1,
  totalApprovedWithdrawalAmount: 0,
  totalApprovedTopUpAmount: 0,
  totalApprovedBonusAmount: 0,
  statusDistribution: { APPROVED: 1, FAILED: 1 },
  requestsByDate: { '2025-09-20': 2 },
  platformGraphData: { A: { top_up: 1, withdrawal: 1 } },
  topUsers: { '7': 2 },
} satisfies DashboardStats;

const calls = (stats: Promise<DashboardStats>) => ({
  period: { kind: 'days' as const, days: 30 as const },
  stats,
  bonus: Promise.resolve(0),
});

describe('showFirstPaint', () => {
  it('draws above the root and holds it until released', async () => {
    expect(await firstPaint.showFirstPaint(root, calls(Promise.resolve(STATS)), new Date())).toBe(
      true,
    );
    const drawn = document.querySelector('.fp')!;
    expect(drawn.nextElementSibling).toBe(root);
    expect(root.hasAttribute('inert')).toBe(true);
    expect(root.classList.contains('fp-held')).toBe(true);
    expect(document.documentElement.lang).toBe('uz');

    handoff.releaseFirstPaint();
    expect(document.querySelector('.fp')).toBeNull();
    expect(root.hasAttribute('inert')).toBe(false);
    expect(root.classList.contains('fp-held')).toBe(false);
    expect(handoff.isFirstPaintHeld()).toBe(false);
  });

  it('draws nothing when the figures fail: the app reports that', async () => {
    const failed = Promise.reject(Object.assign(new Error('401'), { status: 401 }));
    expect(await firstPaint.showFirstPaint(root, calls(failed), new Date())).toBe(false);
    expect(document.querySelector('.fp')).toBeNull();
    expect(root.hasAttribute('inert')).toBe(false);
  });

  it('does not cover an app that started before the figures arrived', async () => {
    let answer!: (stats: DashboardStats) => void;
    const late = new Promise<DashboardStats>((resolve) => (answer = resolve));
    const shown = firstPaint.showFirstPaint(root, calls(late), new Date());
    handoff.markAppStarted();
    answer(STATS);
    expect(await shown).toBe(false);
    expect(document.querySelector('.fp')).toBeNull();
    expect(root.hasAttribute('inert')).toBe(false);
  });
});
