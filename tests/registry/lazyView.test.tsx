// @vitest-environment jsdom
// Screens as lazy components: one whose module was loaded ahead (the start-up does, for the screen
// a visit opens on) renders at once, without suspending; one whose code fails to download shows
// the layout's error state, whose retry reloads the page (a browser may keep a failed import of
// a module's address for the page's life, so asking again in the same page is not enough).
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from '../../src/layout/ErrorBoundary';
import { lazyView } from '../../src/registry/lazyView';
import { loadView } from '../../src/registry/loadedViews';

function Broadcast() {
  return <h1>Ommaviy xabar</h1>;
}

describe('a lazy screen', () => {
  it('renders in the first commit when its module was loaded ahead, with no fallback', async () => {
    const load = vi.fn(async () => Broadcast);
    const Screen = lazyView(load);
    await loadView(load);
    render(
      <Suspense fallback={<p>Yuklanmoqda</p>}>
        <Screen />
      </Suspense>,
    );
    // Synchronously there: React would hold a revealed fallback's content back for up to 300 ms.
    expect(screen.getByRole('heading', { name: 'Ommaviy xabar' })).toBeInTheDocument();
    expect(screen.queryByText('Yuklanmoqda')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('a screen drawn', () => {
  it('is not drawn again when what is around it is drawn again', async () => {
    const drawn = vi.fn();
    function Lottery() {
      drawn();
      return <h1>Lotereya</h1>;
    }
    const load = vi.fn(async () => Lottery);
    const Screen = lazyView(load);
    await loadView(load);
    const { rerender } = render(
      <main data-round="1">
        <Screen />
      </main>,
    );
    rerender(
      <main data-round="2">
        <Screen />
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Lotereya' })).toBeInTheDocument();
    expect(drawn).toHaveBeenCalledTimes(1);
  });
});

describe('a lazy screen under the error boundary', () => {
  it('shows the failure, asks for nothing in a loop, and reloads the page on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<typeof Broadcast>>()
      .mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const reload = vi.fn();
    const Screen = lazyView(load);
    render(
      <ErrorBoundary
        resetKey="/broadcast"
        reload={reload}
        fallback={(retry) => (
          <button type="button" onClick={retry}>
            Yangilash
          </button>
        )}
      >
        <Suspense fallback={<p>Yuklanmoqda</p>}>
          <Screen />
        </Suspense>
      </ErrorBoundary>,
    );
    const retry = await screen.findByRole('button', { name: 'Yangilash' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).toHaveBeenCalledTimes(1);
    // The browser may keep the failed import of that address: only a new page asks for it again.
    await userEvent.click(retry);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws a screen that failed while drawing again on retry, without reloading', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('drawing failed');
      return <h1>Ommaviy xabar</h1>;
    }
    const reload = vi.fn();
    render(
      <ErrorBoundary
        resetKey="/broadcast"
        reload={reload}
        fallback={(retry) => (
          <button type="button" onClick={retry}>
            Yangilash
          </button>
        )}
      >
        <Flaky />
      </ErrorBoundary>,
    );
    const retry = await screen.findByRole('button', { name: 'Yangilash' });
    broken = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Ommaviy xabar' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});
