// @vitest-environment jsdom
// Adding a panel account: a password of at least 8 characters, a name already taken said on the
// name's field, and nothing sent that the form refused.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'ra-core';
import { AddAccountForm } from '../../../src/resources/panel-accounts/AddAccountForm';
import { renderWithCore } from '../../fixtures/renderWithCore';

describe('AddAccountForm', () => {
  it('refuses a short password on its field and sends nothing', async () => {
    const create = vi.fn();
    renderWithCore(<AddAccountForm />, { dataProvider: { create } });
    await userEvent.type(screen.getByLabelText('Foydalanuvchi nomi'), 'aziz');
    await userEvent.type(screen.getByLabelText(/^Parol/, { selector: 'input' }), 'short');
    await userEvent.click(screen.getByRole('button', { name: "Qo'shish" }));
    expect(
      await screen.findByText("Parol kamida 8 ta belgidan iborat bo'lishi kerak."),
    ).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('says on the name that it is taken when the server refuses it (409)', async () => {
    const create = vi.fn(async () => {
      throw new HttpError('username: an account with this name already exists', 409);
    });
    renderWithCore(<AddAccountForm />, { dataProvider: { create } });
    await userEvent.type(screen.getByLabelText('Foydalanuvchi nomi'), 'admin');
    await userEvent.type(screen.getByLabelText(/^Parol/, { selector: 'input' }), 'long-enough');
    await userEvent.click(screen.getByRole('button', { name: "Qo'shish" }));
    expect(await screen.findByText('Bu nomdagi hisob allaqachon mavjud.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('Foydalanuvchi nomi')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(create).toHaveBeenCalledWith(
      'panel-accounts',
      expect.objectContaining({
        data: { username: 'admin', password: 'long-enough', role: 'viewer' },
      }),
    );
  });

  it('adds a viewer unless another role is chosen', async () => {
    const create = vi.fn(async (_resource: string, { data }: { data: object }) => ({
      data: { id: 7, ...data },
    }));
    renderWithCore(<AddAccountForm />, { dataProvider: { create } });
    expect(screen.getByLabelText('Rol')).toHaveValue('viewer');
    await userEvent.type(screen.getByLabelText('Foydalanuvchi nomi'), 'nodira');
    await userEvent.type(screen.getByLabelText(/^Parol/, { selector: 'input' }), 'long-enough');
    await userEvent.selectOptions(screen.getByLabelText('Rol'), 'Operator');
    await userEvent.click(screen.getByRole('button', { name: "Qo'shish" }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        'panel-accounts',
        expect.objectContaining({
          data: { username: 'nodira', password: 'long-enough', role: 'operator' },
        }),
      ),
    );
  });
});
