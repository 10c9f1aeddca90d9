// @vitest-environment jsdom
// The smaller parts of the design system: what each says to assistive technology, the keyboard
// and focus where they take it, and the dialog's code arriving on its first opening only.
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../../src/ui/Button';
import { Card } from '../../src/ui/Card';
import { Dialog } from '../../src/ui/Dialog';
import { PageTitle } from '../../src/ui/PageTitle';
import { ProgressBar } from '../../src/ui/ProgressBar';
import { Skeleton } from '../../src/ui/Skeleton';
import { SortableTh, Table, Td, Th } from '../../src/ui/Table';
import { useOpenedOnce } from '../../src/ui/lazyParts';
import { useMediaQuery } from '../../src/ui/useMediaQuery';
import { renderWithCore } from '../fixtures/renderWithCore';

afterEach(() => vi.unstubAllGlobals());

describe('Card, ProgressBar, Skeleton', () => {
  it('a card is a region named by its heading; progress is announced; a skeleton is not', () => {
    render(
      <>
        <Card aria-labelledby="t">
          <h2 id="t">Statistika</h2>
        </Card>
        <ProgressBar label="Yuklanmoqda" />
        <Skeleton className="h-8" />
      </>,
    );
    expect(screen.getByRole('region', { name: 'Statistika' })).toHaveClass('bg-surface', 'text-fg');
    expect(screen.getByRole('progressbar', { name: 'Yuklanmoqda' })).toBeInTheDocument();
    expect(document.querySelector('.animate-pulse')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('PageTitle', () => {
  it("names the browser tab and fills the app bar's slot", async () => {
    const slot = document.createElement('span');
    slot.id = 'react-admin-title';
    document.body.appendChild(slot);
    render(<PageTitle title="Tranzaksiyalar Jurnali" />);
    await waitFor(() => expect(slot).toHaveTextContent('Tranzaksiyalar Jurnali'));
    expect(document.title).toBe('Tranzaksiyalar Jurnali');
    slot.remove();
  });
});

describe('Table', () => {
  it('has column headers, and a sortable one says how it sorts and sorts from the keyboard', async () => {
    const onSort = vi.fn();
    render(
      <Table>
        <thead>
          <tr>
            <Th>ID</Th>
            <SortableTh order="DESC" onSort={onSort}>
              Sana
            </SortableTh>
          </tr>
        </thead>
        <tbody>
          <tr>
            <Td>1</Td>
            <Td>21-09-2025</Td>
          </tr>
        </tbody>
      </Table>,
    );
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['ID', 'Sana']);
    expect(screen.getByRole('columnheader', { name: 'Sana' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    screen.getByRole('button', { name: 'Sana' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onSort).toHaveBeenCalledTimes(1);
  });
});

function DialogHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Filtrlar</Button>
      <Dialog open={open} onOpenChange={setOpen} title="Filtrlar" description="Tanlang">
        <input aria-label="Qidirish" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is not in the page before it first opens; then it is named, traps focus and closes on Escape', async () => {
    renderWithCore(<DialogHarness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const opener = screen.getByRole('button', { name: 'Filtrlar' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Filtrlar' });
    expect(dialog).toHaveAccessibleDescription('Tanlang');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // The close button is named in the UI language.
    expect(screen.getByRole('button', { name: 'Yopish' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});

describe('useOpenedOnce', () => {
  function Probe({ open }: { open: boolean }) {
    return <output>{useOpenedOnce(open) ? 'mounted' : 'absent'}</output>;
  }

  it('stays true once the part has been opened', () => {
    const { rerender } = render(<Probe open={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('absent');
    rerender(<Probe open />);
    expect(screen.getByRole('status')).toHaveTextContent('mounted');
    rerender(<Probe open={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('mounted');
  });
});

describe('useMediaQuery', () => {
  function Probe() {
    return <output>{useMediaQuery('(min-width: 768px)') ? 'wide' : 'narrow'}</output>;
  }

  it('follows the media query as it changes', async () => {
    let matches = false;
    const listeners = new Set<() => void>();
    vi.stubGlobal('matchMedia', (query: string) => ({
      media: query,
      get matches() {
        return matches;
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }));
    render(<Probe />);
    expect(screen.getByRole('status')).toHaveTextContent('narrow');
    matches = true;
    await act(async () => listeners.forEach((listener) => listener()));
    expect(screen.getByRole('status')).toHaveTextContent('wide');
  });
});
