// @vitest-environment jsdom
// The design system's controls: names, keyboard and states.
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../../src/ui/Button';
import { Switch } from '../../src/ui/Switch';
import { Checkbox } from '../../src/ui/Checkbox';
import { TextField } from '../../src/ui/TextField';
import { Badge } from '../../src/ui/Badge';
import { SortableTh, Table } from '../../src/ui/Table';
import { ErrorState, EmptyState } from '../../src/ui/States';
import { renderWithCore } from '../fixtures/renderWithCore';

describe('Button', () => {
  it('is a plain button by default, focusable, named by its text or aria-label', async () => {
    const onClick = vi.fn();
    renderWithCore(
      <>
        <Button onClick={onClick}>Saqlash</Button>
        <Button aria-label="Yopish" icon={<svg />} />
      </>,
    );
    const save = screen.getByRole('button', { name: 'Saqlash' });
    expect(save).toHaveAttribute('type', 'button');
    await userEvent.tab();
    expect(save).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Yopish' })).toBeInTheDocument();
  });

  it('does nothing when disabled', async () => {
    const onClick = vi.fn();
    renderWithCore(
      <Button disabled onClick={onClick}>
        Saqlash
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('Switch', () => {
  it('is a switch named by its label; Space toggles it; the description is linked', async () => {
    const onChange = vi.fn();
    renderWithCore(
      <Switch label="Bonus" description="Yoqilgan" checked={false} onCheckedChange={onChange} />,
    );
    const control = screen.getByRole('switch', { name: 'Bonus' });
    expect(control).toHaveAccessibleDescription('Yoqilgan');
    expect(control).not.toBeChecked();
    control.focus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith(true);
  });
});

describe('Checkbox', () => {
  it('is named by its label, toggles, and shows "mixed" for a partial selection', async () => {
    const onChange = vi.fn();
    const { rerender } = renderWithCore(
      <Checkbox label="Hammasini tanlash" checked={false} onCheckedChange={onChange} />,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hammasini tanlash' }));
    expect(onChange).toHaveBeenCalledWith(true);
    rerender(
      <Checkbox label="Hammasini tanlash" checked="indeterminate" onCheckedChange={onChange} />,
    );
    expect(screen.getByRole('checkbox', { name: 'Hammasini tanlash' })).toHaveAttribute(
      'aria-checked',
      'mixed',
    );
  });
});

describe('TextField', () => {
  it('labels its input and links the help, then the error, to it', () => {
    const { rerender } = renderWithCore(<TextField label="Chat ID" help="Faqat raqamlar" />);
    const input = screen.getByRole('textbox', { name: 'Chat ID' });
    expect(input).toHaveAccessibleDescription('Faqat raqamlar');
    expect(input).not.toHaveAttribute('aria-invalid');
    rerender(
      <TextField label="Chat ID" help="Faqat raqamlar" error="Iltimos, Chat ID kiriting." />,
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Iltimos, Chat ID kiriting.');
  });
});

describe('Badge and sortable headers', () => {
  it('colours a badge by its status family', () => {
    renderWithCore(<Badge tone="failed">Muvaffaqiyatsiz</Badge>);
    expect(screen.getByText('Muvaffaqiyatsiz').className).toContain('bg-status-failed');
  });

  it('says how a column sorts and sorts on a click', async () => {
    const onSort = vi.fn();
    renderWithCore(
      <Table>
        <thead>
          <tr>
            <SortableTh order="DESC" onSort={onSort}>
              Sana
            </SortableTh>
            <SortableTh onSort={onSort}>Summa</SortableTh>
          </tr>
        </thead>
      </Table>,
    );
    expect(screen.getByRole('columnheader', { name: 'Sana' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('columnheader', { name: 'Summa' })).not.toHaveAttribute('aria-sort');
    await userEvent.click(screen.getByRole('button', { name: 'Summa' }));
    expect(onSort).toHaveBeenCalledTimes(1);
  });
});

describe('States', () => {
  it('an error is an alert with a translated retry', async () => {
    const onRetry = vi.fn();
    renderWithCore(
      <ErrorState message="Ma'lumotlarni yuklashda xatolik yuz berdi." onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Ma'lumotlarni yuklashda xatolik yuz berdi.",
    );
    await userEvent.click(screen.getByRole('button', { name: 'Yangilash' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('an empty list says so', () => {
    renderWithCore(<EmptyState message="Tranzaksiyalar topilmadi." />);
    expect(screen.getByText('Tranzaksiyalar topilmadi.')).toBeInTheDocument();
  });
});
