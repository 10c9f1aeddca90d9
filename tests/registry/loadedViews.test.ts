// A view's code is downloaded once for every caller at a time; ahead of need (a menu entry under
// the pointer, the idle work) a view whose download just failed is not asked for again: only its
// screen, which says why and offers a retry, asks again.
import { describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import { loadedView, loadView, prefetchView } from '../../src/registry/loadedViews';

const Screen: ComponentType = () => null;

describe('loadView', () => {
  it('asks once while a download is on its way, then has the view at hand', async () => {
    const view = vi.fn(async () => Screen);
    await Promise.all([loadView(view), prefetchView(view), loadView(view)]);
    expect(view).toHaveBeenCalledTimes(1);
    expect(loadedView(view)).toBe(Screen);
    await loadView(view);
    expect(view).toHaveBeenCalledTimes(1);
  });

  it('after a failure, prefetches leave it alone and the screen asks again', async () => {
    const view = vi
      .fn<() => Promise<ComponentType>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Screen);
    await expect(prefetchView(view)).resolves.toBeUndefined();
    await prefetchView(view);
    expect(view).toHaveBeenCalledTimes(1);
    await loadView(view);
    expect(view).toHaveBeenCalledTimes(2);
    expect(loadedView(view)).toBe(Screen);
  });
});
