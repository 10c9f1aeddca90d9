// @vitest-environment jsdom
// The date range field: its name and placeholder, a calendar in the UI language opened from the
// keyboard, a range picked by keyboard or mouse as yyyy-MM-dd, Escape and Clear.
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CoreAdminContext, memoryStore } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import uz from '../../src/i18n/uz';
import ru from '../../src/i18n/ru';
import { DateRangeField, type DayRange } from '../../src/ui/DateRangeField';

function renderField(initial: DayRange = {}, locale: 'uz' | 'ru' = 'uz') {
  const onChange = vi.fn();
  const i18nProvider = polyglotI18nProvider((code) => (code === 'ru' ? ru : uz), locale, [
    { locale: 'uz', name: 'uz' },
    { locale: 'ru', name: 'ru' },
  ]);
  // Controlled like the dashboard: the value follows onChange.
  function Field() {
    const [value, setValue] = useState(initial);
    return (
      <DateRangeField
        value={value}
        onChange={(range) => {
          onChange(range);
          setValue(range);
        }}
        placeholder="Maxsus oraliq"
        label="Davr"
        max="2025-09-21"
      />
    );
  }
  render(
    <CoreAdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <Field />
    </CoreAdminContext>,
  );
  return { onChange, field: () => screen.getByRole('button', { name: /^Davr: / }) };
}

/** The open calendar, once its lazily loaded month grid is there. */
async function calendarShown(name?: string) {
  const dialog = await screen.findByRole('dialog', name ? { name } : {});
  await within(dialog).findAllByRole('grid');
  return dialog;
}

describe('DateRangeField', () => {
  it('is named by its label and shows the placeholder until a range is chosen', () => {
    const { field } = renderField();
    expect(field()).toHaveAccessibleName('Davr: Maxsus oraliq');
    expect(field()).toHaveTextContent('Maxsus oraliq');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a chosen range as dd-MM-yyyy – dd-MM-yyyy, and says it once in its name', () => {
    const { field } = renderField({ from: '2025-09-01', to: '2025-09-15' });
    expect(field()).toHaveTextContent('01-09-2025 – 15-09-2025');
    expect(field()).toHaveAccessibleName('Davr: 01-09-2025 – 15-09-2025');
  });

  it('opens on Enter with Uzbek month names, focus on a day, and no days after max', async () => {
    const user = userEvent.setup();
    const { field } = renderField({ from: '2025-09-10', to: '2025-09-12' });
    field().focus();
    await user.keyboard('{Enter}');
    const dialog = await calendarShown("Sanalar oralig'ini tanlang");
    expect(within(dialog).getByText(/^sentabr 2025$/i)).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByRole('button', { name: /22/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Tozalash' })).toBeInTheDocument();
  });

  it('names the months in Russian when the UI is in Russian', async () => {
    const user = userEvent.setup();
    const { field } = renderField({ from: '2025-09-10', to: '2025-09-12' }, 'ru');
    await user.click(field());
    const dialog = await calendarShown('Выберите период');
    expect(within(dialog).getByText(/^сентябрь 2025$/i)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Очистить' })).toBeInTheDocument();
    // What a screen reader says of the calendar's own buttons is Russian too.
    expect(
      within(dialog).getByRole('button', { name: 'Перейти к предыдущему месяцу' }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: /^среда, 10 сентября 2025 г\., выбрано$/ }),
    ).toBeInTheDocument();
  });

  it('picks a range with the keyboard and reports it as yyyy-MM-dd', async () => {
    const user = userEvent.setup();
    const { field, onChange } = renderField({ from: '2025-09-10', to: '2025-09-12' });
    field().focus();
    await user.keyboard('{Enter}');
    await calendarShown();
    // Focus starts on the chosen range's first day: pick it, a week later ends the range.
    await user.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith({ from: '2025-09-10', to: '2025-09-17' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field()).toHaveTextContent('10-09-2025 – 17-09-2025');
    expect(field()).toHaveFocus();
  });

  it('picks a range with clicks, in either order', async () => {
    const user = userEvent.setup();
    const { field, onChange } = renderField({ from: '2025-09-10', to: '2025-09-12' });
    await user.click(field());
    const dialog = await calendarShown();
    const day = (n: number) =>
      within(dialog)
        .getAllByRole('button')
        .find((button) => button.textContent === String(n) && !button.closest('[data-outside]'))!;
    await user.click(day(20));
    await user.click(day(3));
    expect(onChange).toHaveBeenCalledWith({ from: '2025-09-03', to: '2025-09-20' });
    expect(field()).toHaveTextContent('03-09-2025 – 20-09-2025');
  });

  it('closes on Escape without a change and gives focus back to the field', async () => {
    const user = userEvent.setup();
    const { field, onChange } = renderField({ from: '2025-09-10', to: '2025-09-12' });
    field().focus();
    await user.keyboard('{Enter}');
    await calendarShown();
    await user.keyboard('{Enter}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field()).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    expect(field()).toHaveTextContent('10-09-2025 – 12-09-2025');
  });

  it('empties the range with Clear', async () => {
    const user = userEvent.setup();
    const { field, onChange } = renderField({ from: '2025-09-10', to: '2025-09-12' });
    await user.click(field());
    await user.click(await screen.findByRole('button', { name: 'Tozalash' }));
    expect(onChange).toHaveBeenCalledWith({});
    expect(field()).toHaveAccessibleName('Davr: Maxsus oraliq');
    expect(field()).toHaveFocus();
  });
});
