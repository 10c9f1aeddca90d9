// @vitest-environment jsdom
// The form layer's date and time field: the browser's datetime-local control with its label and
// hint, the zone-less text it sends, '' once emptied, and a validator's message on the field.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, required } from 'ra-core';
import { DateTimeInput } from '../../src/ui/form/DateTimeInput';
import { SubmitButton } from '../../src/ui/form/SubmitButton';
import { renderWithCore } from '../fixtures/renderWithCore';

describe('DateTimeInput', () => {
  it('is a labelled datetime-local control with its hint, and sends the text as picked', async () => {
    const onSubmit = vi.fn();
    renderWithCore(
      <Form onSubmit={onSubmit} defaultValues={{ when: '' }}>
        <DateTimeInput
          source="when"
          label="Yuborish vaqti"
          help="Vaqt mintaqasi: UTC"
          min="2025-01-01T00:00"
        />
        <SubmitButton>Saqlash</SubmitButton>
      </Form>,
    );
    const field = screen.getByLabelText('Yuborish vaqti');
    expect(field).toHaveAttribute('type', 'datetime-local');
    expect(field).toHaveAttribute('name', 'when');
    expect(field).toHaveAttribute('min', '2025-01-01T00:00');
    expect(field).toHaveValue('');
    expect(field).toHaveAccessibleDescription('Vaqt mintaqasi: UTC');
    expect(field).not.toBeRequired();
    fireEvent.change(field, { target: { value: '2099-01-02T10:30' } });
    expect(field).toHaveValue('2099-01-02T10:30');
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ when: '2099-01-02T10:30' }, expect.anything()),
    );
  });

  it("keeps '' (not null) once emptied", async () => {
    const onSubmit = vi.fn();
    renderWithCore(
      <Form onSubmit={onSubmit} defaultValues={{ when: '2099-01-02T10:30' }}>
        <DateTimeInput source="when" label="Yuborish vaqti" />
        <SubmitButton>Saqlash</SubmitButton>
      </Form>,
    );
    fireEvent.change(screen.getByLabelText('Yuborish vaqti'), { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ when: '' }, expect.anything()));
  });

  it("shows the validator's catalogue message on the field and submits nothing", async () => {
    const onSubmit = vi.fn();
    renderWithCore(
      <Form onSubmit={onSubmit} noValidate>
        <DateTimeInput
          source="when"
          label="Yuborish vaqti"
          validate={required('app.broadcast.scheduledTimeRequired')}
        />
        <SubmitButton>Saqlash</SubmitButton>
      </Form>,
    );
    const field = screen.getByLabelText('Yuborish vaqti');
    expect(field).toBeRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    expect(
      await screen.findByText('Rejalashtirish uchun yuborish vaqtini kiriting.'),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Rejalashtirish uchun yuborish vaqtini kiriting.');
    expect(field).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
