// @vitest-environment jsdom
// The inputs of react-admin's form layer in src/ui/form: labels, the validator's message (from the
// catalogue) on the field, what typing may put in a field, the password's show/hide button, the
// submit button while saving, and a server's field error landing on the field it names.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, required } from 'ra-core';
import { keepDigits } from '../../src/lib/numericInput';
import { providerError } from '../fixtures/providerError';
import { CheckboxInput } from '../../src/ui/form/CheckboxInput';
import { PasswordInput } from '../../src/ui/form/PasswordInput';
import { SelectInput } from '../../src/ui/form/SelectInput';
import { SubmitButton } from '../../src/ui/form/SubmitButton';
import { TextInput } from '../../src/ui/form/TextInput';
import { submitErrors } from '../../src/ui/form/submitErrors';
import { renderWithCore } from '../fixtures/renderWithCore';

describe('form inputs', () => {
  it("show the validator's catalogue message on the field, tied to it, and submit nothing", async () => {
    const onSubmit = vi.fn();
    renderWithCore(
      <Form onSubmit={onSubmit} noValidate>
        <TextInput
          source="chatId"
          label="Telegram Chat ID"
          validate={required('app.admins.chatIdRequired')}
        />
        <SubmitButton>Saqlash</SubmitButton>
      </Form>,
    );
    const field = screen.getByLabelText('Telegram Chat ID');
    expect(field).toBeRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    expect(await screen.findByText('Iltimos, Chat ID kiriting.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Iltimos, Chat ID kiriting.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keep only what the field may hold while typing, and send it', async () => {
    const onSubmit = vi.fn();
    renderWithCore(
      <Form onSubmit={onSubmit}>
        <TextInput source="count" label="Soni" keep={keepDigits} help="Faqat raqamlar" />
        <SubmitButton>Saqlash</SubmitButton>
      </Form>,
    );
    const field = screen.getByLabelText('Soni');
    expect(field).toHaveAccessibleDescription('Faqat raqamlar');
    await userEvent.type(field, '1a2-3');
    expect(field).toHaveValue('123');
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ count: '123' }, expect.anything()));
  });

  it('a password is hidden until its button shows it; the button says what it does', async () => {
    renderWithCore(
      <Form>
        <PasswordInput source="password" label="Parol" />
      </Form>,
    );
    const field = screen.getByLabelText('Parol');
    expect(field).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: "Parolni ko'rsatish" }));
    expect(field).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Parolni yashirish' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('a password can be frozen while its form is being sent', async () => {
    renderWithCore(
      <Form defaultValues={{ password: 'sir' }}>
        <PasswordInput source="password" label="Parol" readOnly />
      </Form>,
    );
    const field = screen.getByLabelText('Parol');
    expect(field).toHaveAttribute('readonly');
    await userEvent.type(field, 'x');
    expect(field).toHaveValue('sir');
  });

  it("a password's button may be worded by the screen (the English screens in Uzbek)", async () => {
    renderWithCore(
      <Form>
        <PasswordInput
          source="password"
          label="Password"
          toggleLabels={{ show: 'Show password', hide: 'Hide password' }}
        />
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('a field says it is valid until it fails, and again once put right', async () => {
    renderWithCore(
      <Form noValidate>
        <TextInput
          source="name"
          label="Device Name"
          validate={required('app.admins.chatIdRequired')}
        />
        <SubmitButton>Saqlash</SubmitButton>
      </Form>,
    );
    const field = screen.getByLabelText('Device Name');
    expect(field).toHaveAttribute('aria-invalid', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.type(field, 'A');
    expect(field).toHaveAttribute('aria-invalid', 'false');
  });

  it('a choice and a yes/no are sent as chosen', async () => {
    const onSubmit = vi.fn();
    renderWithCore(
      <Form onSubmit={onSubmit} defaultValues={{ currency: 'UZS', scheduled: false }}>
        <SelectInput
          source="currency"
          label="Valyuta"
          choices={[
            { value: 'UZS', label: 'UZS' },
            { value: 'RUB', label: 'RUB' },
          ]}
        />
        <CheckboxInput source="scheduled" label="Yuborish vaqtini belgilash" />
        <SubmitButton>Saqlash</SubmitButton>
      </Form>,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Valyuta' }), 'RUB');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Yuborish vaqtini belgilash' }));
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { currency: 'RUB', scheduled: true },
        expect.anything(),
      ),
    );
  });

  it('the submit button is off, with its busy text, while the form is saved', async () => {
    let finish!: () => void;
    renderWithCore(
      <Form onSubmit={() => new Promise<void>((resolve) => (finish = resolve))}>
        <SubmitButton busyLabel="Tekshirilmoqda...">Kirish</SubmitButton>
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Kirish' }));
    expect(await screen.findByRole('button', { name: 'Tekshirilmoqda...' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Kirish' })).toBeEnabled();
  });

  it("puts a server's field error on the field it names", async () => {
    renderWithCore(
      <Form
        onSubmit={async () =>
          submitErrors(
            providerError('cardNumber: must be 16 digits', 400, {
              message: 'cardNumber: must be 16 digits',
            }),
          )
        }
      >
        <TextInput source="cardNumber" label="Card Number" />
        <SubmitButton>Save</SubmitButton>
      </Form>,
    );
    await userEvent.type(screen.getByLabelText('Card Number'), '8600');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('must be 16 digits')).toBeInTheDocument();
    expect(screen.getByLabelText('Card Number')).toHaveAttribute('aria-invalid', 'true');
    expect(submitErrors(new Error('down'))).toBeUndefined();
  });
});

describe('DateRangeInput', () => {
  // The calendar's code is a lazy part: loaded here first, so that a busy machine's slow first
  // import is not mistaken for the popover missing.
  beforeAll(() => import('../../src/ui/RangePopover'));

  it('holds the two days of the range as two fields of the form', async () => {
    const { DateRangeInput } = await import('../../src/ui/form/DateRangeInput');
    const onSubmit = vi.fn();
    renderWithCore(
      <Form onSubmit={onSubmit} defaultValues={{ dateFrom: '2025-09-01', dateTo: '2025-09-10' }}>
        <DateRangeInput
          fromSource="dateFrom"
          toSource="dateTo"
          label="Sana"
          placeholder="Oraliq"
          max="2025-09-21"
        />
        <SubmitButton>Qo'llash</SubmitButton>
      </Form>,
    );
    const field = screen.getByRole('button', { name: /^Sana: / });
    expect(field).toHaveTextContent('01-09-2025 – 10-09-2025');
    await userEvent.click(field);
    await userEvent.click(await screen.findByRole('button', { name: 'Tozalash' }));
    expect(screen.getByRole('button', { name: /^Sana: / })).toHaveTextContent('Oraliq');
    await userEvent.click(screen.getByRole('button', { name: "Qo'llash" }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ dateFrom: null, dateTo: null }, expect.anything()),
    );
  });
});
