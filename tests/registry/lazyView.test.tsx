// @vitest-environment jsdom
// Screens as lazy components: one whose module was loaded ahead (the start-up does, for the screen
// a visit opens on) renders at once, without suspending; one whose code fails to download shows
// the layout's error state, and its retry asks for the code once more (React keeps a lazy
// component's failure for good, so lazyView makes a new one then, and only then).
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
  it('shows the failure, asks again only on retry, then draws the screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<typeof Broadcast>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Broadcast);
    const Screen = lazyView(load);
    render(
      <ErrorBoundary
        resetKey="/broadcast"
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
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Ommaviy xabar' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
