// @vitest-environment jsdom
// The Admins screen for each role (contract/roles.ts): a control the role cannot use is not drawn;
// the admins and whether each receives notifications are shown to all.
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Role } from '../../../contract/roles';
import { AdminList } from '../../../src/resources/admins/AdminList';
import { renderWithCore } from '../../fixtures/renderWithCore';

const chats = [
  { id: 100, chatId: 100, receiveNotifications: true },
  { id: 200, chatId: 200, receiveNotifications: false },
];

async function renderAs(role: Role) {
  renderWithCore(<AdminList />, {
    role,
    dataProvider: { getList: vi.fn(async () => ({ data: chats, total: chats.length })) },
  });
  const first = within(await screen.findByTestId('admin-100'));
  const second = within(screen.getByTestId('admin-200'));
  // What everyone reads.
  expect(first.getByText('Bildirishnomalar yoqilgan')).toBeInTheDocument();
  expect(second.getByText("Bildirishnomalar o'chirilgan")).toBeInTheDocument();
  return {
    chatIdField: screen.queryByRole('textbox', { name: /Chat ID/ }),
    add: screen.queryByRole('button', { name: "Qo'shish" }),
    toggle: first.queryByRole('switch', { name: 'Bildirishnomalar: 100' }),
    remove: first.queryByRole('button', { name: "O'chirish: 100" }),
  };
}

describe('AdminList by role', () => {
  it('shows a viewer the admins and their notifications, and no control', async () => {
    const { chatIdField } = await renderAs('viewer');
    expect(chatIdField).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "Yangi admin qo'shish" })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryAllByRole('switch')).toEqual([]);
  });

  it.each<Role>(['operator', 'owner'])(
    'offers the %s the add form, the switches and delete',
    async (role) => {
      const { chatIdField, add, toggle, remove } = await renderAs(role);
      expect(chatIdField).toBeEnabled();
      expect(add).toBeEnabled();
      expect(toggle).toBeEnabled();
      expect(remove).toBeEnabled();
    },
  );
});
