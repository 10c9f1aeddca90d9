// @vitest-environment jsdom
// A navigation draws again the menu's links (each says whether it is the current one), not each
// of its entries with their icons: ra-core's hooks in the menu read the router, so the menu itself
// is drawn again, and its entries are memo components.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { AppMenu } from '../../src/layout/Menu';
import { useScreens } from '../../src/layout/useScreens';
import type * as UseScreensModule from '../../src/layout/useScreens';
import { renderWithCore } from '../fixtures/renderWithCore';

// Counted: the menu reads the declared screens once per drawing, and so does each entry.
vi.mock('../../src/layout/useScreens', async (importOriginal) => {
  const real = await importOriginal<typeof UseScreensModule>();
  return { ...real, useScreens: vi.fn(real.useScreens) };
});

describe('the menu on a navigation', () => {
  it('draws its entries again only where they change', async () => {
    renderWithCore(<AppMenu />, { path: '/' });
    const cards = screen.getByRole('menuitem', { name: 'Kartalar' });
    const entries = screen.getAllByRole('menuitem').length;
    expect(entries).toBeGreaterThan(5);
    expect(cards.getAttribute('aria-current')).toBeNull();
    const before = vi.mocked(useScreens).mock.calls.length;

    fireEvent.click(cards);

    await vi.waitFor(() => expect(cards.getAttribute('aria-current')).toBe('page'));
    // The menu's own reading, at most once per drawing of it; none of an entry's.
    const menuDrawings = vi.mocked(useScreens).mock.calls.length - before;
    expect(menuDrawings).toBeLessThanOrEqual(2);
    expect(
      screen.getByRole('menuitem', { name: 'Boshqaruv Paneli' }).getAttribute('aria-current'),
    ).toBeNull();
  });
});
