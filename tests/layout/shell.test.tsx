// @vitest-environment jsdom
// The shell on the new UI layer: the spec's menu groups, keyboard moves, the theme switch and
// the progress shown the moment a route changes.
import { readFileSync } from 'node:fs';
import { lazy, type ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { AppLayout } from '../../src/layout/AppLayout';
import { AppMenu } from '../../src/layout/Menu';
import { useThemeClass, useThemeMode } from '../../src/ui/useThemeMode';
import { renderWithCore } from '../fixtures/renderWithCore';

afterEach(() => document.documentElement.classList.remove('dark'));

/**
 * The menu as docs/product.md states the spec's: each group's name in bold, then its entries'
 * labels, quoted, in order ("**Boshqaruv** ('Kartalar', 'Platformalar', ...)"). A new screen's
 * entry is a name there, where its rules are written anyway.
 */
function documentedMenu(): [string, string[]][] {
  // jsdom's import.meta.url is not a file's: the suite runs from the repository's root.
  const product = readFileSync('docs/product.md', 'utf8');
  const paragraph = /^The menu is shown only when signed in[^]*?\n\n/m.exec(product)?.[0] ?? '';
  return [...paragraph.matchAll(/\*\*([^*]+)\*\* \(([^)]*)\)/g)].map(([, group, entries]) => [
    group,
    entries.split(/,\s*/).map((entry) => entry.replace(/\s+/g, ' ').trim().replace(/^'|'$/g, '')),
  ]);
}

describe('menu', () => {
  it("has the dashboard, the spec's three groups in order, and 'Chiqish'", () => {
    renderWithCore(<AppMenu />);
    const nav = screen.getByRole('navigation', { name: 'Asosiy menyu' });
    const groups = within(nav).getAllByRole('menu');
    expect(
      groups.map((group) => group.getAttribute('aria-label') ?? group.textContent),
    ).toHaveLength(5);
    const documented = documentedMenu();
    expect(documented.map(([group]) => group)).toEqual(['Boshqaruv', 'Xavfsizlik', 'Sozlamalar']);
    const names = (label: string) =>
      within(screen.getByRole('menu', { name: label }))
        .getAllByRole('menuitem')
        .map((item) => item.textContent);
    expect(documented.map(([group]) => [group, names(group)])).toEqual(documented);
    expect(screen.getByRole('menuitem', { name: 'Chiqish' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Kartalar' })).toHaveAttribute('href', '/cards');
  });

  it('arrow keys move between all entries, Home and End jump', async () => {
    renderWithCore(<AppMenu />);
    screen.getByRole('menuitem', { name: 'Boshqaruv Paneli' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Kartalar' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Chiqish' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Boshqaruv Paneli' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Chiqish' })).toHaveFocus();
  });

  it('marks the entry of the current screen', () => {
    renderWithCore(<AppMenu />, { path: '/transactions' });
    expect(screen.getByRole('menuitem', { name: 'Tranzaksiyalar' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

function ThemeProbe() {
  const [mode] = useThemeMode();
  useThemeClass(mode);
  return null;
}

describe('app bar', () => {
  it('the theme switch turns the dark tokens on and off', async () => {
    renderWithCore(
      <AppLayout>
        <ThemeProbe />
      </AppLayout>,
    );
    expect(document.documentElement).not.toHaveClass('dark');
    await userEvent.click(
      screen.getAllByRole('button', { name: "Yorug'/qorong'i rejimni almashtirish" })[0],
    );
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    await userEvent.click(
      screen.getAllByRole('button', { name: "Yorug'/qorong'i rejimni almashtirish" })[0],
    );
    await waitFor(() => expect(document.documentElement).not.toHaveClass('dark'));
  });

  it('opens the menu as a drawer and closes it when an entry is chosen', async () => {
    renderWithCore(
      <AppLayout>
        <p>screen</p>
      </AppLayout>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Menyuni ochish' }));
    const drawer = await screen.findByRole('dialog', { name: 'Asosiy menyu' });
    await userEvent.click(within(drawer).getByRole('menuitem', { name: 'Lotereya' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('navigation progress', () => {
  it('shows a progress bar from the click until the new screen is there', async () => {
    let arrive: () => void = () => undefined;
    const Slow = lazy(
      () =>
        new Promise<{ default: () => ReactElement }>((resolve) => {
          arrive = () => resolve({ default: () => <h1>Lotereya Tizimi</h1> });
        }),
    );
    // As in the app, the layout's own boundary is the one a screen on its way suspends to.
    renderWithCore(
      <AppLayout>
        <Routes>
          <Route path="/" element={<h1>Boshqaruv Paneli</h1>} />
          <Route path="/lottery" element={<Slow />} />
        </Routes>
      </AppLayout>,
    );
    // Once the start-up reads (the identity) are done, nothing is in progress.
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    const [menuEntry] = screen.getAllByRole('menuitem', { name: 'Lotereya' });
    await userEvent.click(menuEntry);
    expect(screen.getByRole('progressbar', { name: 'Yuklanmoqda' })).toBeInTheDocument();
    await act(async () => arrive());
    await screen.findByRole('heading', { name: 'Lotereya Tizimi' });
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });
});
