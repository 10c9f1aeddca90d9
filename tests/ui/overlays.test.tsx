// @vitest-environment jsdom
// Dialogs, menus, selects, paging and toasts: keyboard, focus and the catalogue's texts.
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNotify } from 'ra-core';
import { Button } from '../../src/ui/Button';
import { Confirm } from '../../src/ui/Confirm';
import { DropdownMenu } from '../../src/ui/DropdownMenu';
import { Pagination } from '../../src/ui/Pagination';
import { Select } from '../../src/ui/Select';
import { renderWithCore } from '../fixtures/renderWithCore';

function ConfirmHarness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>O'chirish</Button>
      <Confirm
        open={open}
        title="Tranzaksiyani o'chirish"
        content="#5 tranzaksiyani o'chirishni tasdiqlaysizmi?"
        onConfirm={onConfirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

describe('Confirm', () => {
  it('opens named by its title, keeps focus inside, Escape closes and focus returns', async () => {
    const onConfirm = vi.fn();
    renderWithCore(<ConfirmHarness onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: "O'chirish" });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: "Tranzaksiyani o'chirish" });
    expect(dialog).toHaveAccessibleDescription("#5 tranzaksiyani o'chirishni tasdiqlaysizmi?");
    // The dialog's code arrives on its first opening; focus moves in once it has drawn.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms with the translated button', async () => {
    const onConfirm = vi.fn();
    renderWithCore(<ConfirmHarness onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: "O'chirish" }));
    expect(screen.getByRole('button', { name: 'Bekor qilish' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tasdiqlash' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});

describe('Select', () => {
  it("is the browser's combobox named by its label; choosing an option reports it", async () => {
    const onChange = vi.fn();
    renderWithCore(
      <Select
        label="Holat"
        value=""
        options={[
          { value: '', label: 'Barchasi' },
          { value: 'FAILED', label: 'Muvaffaqiyatsiz' },
        ]}
        onValueChange={onChange}
      />,
    );
    const combobox = screen.getByRole('combobox', { name: 'Holat' });
    expect(combobox).toHaveTextContent('Barchasi');
    expect(screen.getByRole('option', { name: 'Muvaffaqiyatsiz' })).toBeInTheDocument();
    await userEvent.selectOptions(combobox, 'Muvaffaqiyatsiz');
    expect(onChange).toHaveBeenCalledWith('FAILED');
  });
});

describe('DropdownMenu', () => {
  it('opens a menu of choices; the current one is marked; choosing calls back', async () => {
    const chooseRu = vi.fn();
    renderWithCore(
      <DropdownMenu
        trigger={<Button>Til: O'zbekcha</Button>}
        choices={[
          { key: 'uz', label: "O'zbekcha", selected: true, onSelect: vi.fn() },
          { key: 'ru', label: 'Русский', lang: 'ru', onSelect: chooseRu },
        ]}
      />,
    );
    screen.getByRole('button', { name: "Til: O'zbekcha" }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menu', { name: "Til: O'zbekcha" })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: "O'zbekcha" })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Русский' }));
    expect(chooseRu).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });
});

describe('Pagination', () => {
  it('says the range in words and pages forwards and back within bounds', async () => {
    const onPage = vi.fn();
    const { rerender } = renderWithCore(
      <Pagination
        page={1}
        perPage={25}
        total={60}
        onPageChange={onPage}
        onPerPageChange={vi.fn()}
      />,
    );
    expect(screen.getByText('1-25 (jami 60)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Oldingi sahifaga o'tish" })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: "Keyingi sahifaga o'tish" }));
    expect(onPage).toHaveBeenCalledWith(2);
    rerender(
      <Pagination
        page={3}
        perPage={25}
        total={60}
        onPageChange={onPage}
        onPerPageChange={vi.fn()}
      />,
    );
    expect(screen.getByText('51-60 (jami 60)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Keyingi sahifaga o'tish" })).toBeDisabled();
  });
});

function Notifier() {
  const notify = useNotify();
  return (
    <Button
      onClick={() =>
        notify('app.transactions.bulkDeleted', { type: 'success', messageArgs: { count: 3 } })
      }
    >
      Notify
    </Button>
  );
}

describe('Notifications', () => {
  it("shows react-admin's notifications as translated toasts", async () => {
    renderWithCore(<Notifier />);
    await userEvent.click(screen.getByRole('button', { name: 'Notify' }));
    expect(await screen.findByText("3 ta tranzaksiya o'chirildi.")).toBeInTheDocument();
  });
});
