// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'ra-core';
import { AdminList } from '../../../src/resources/admins/AdminList';
import { renderWithCore } from '../../fixtures/renderWithCore';

type Chat = { id: number; chatId: number; receiveNotifications: boolean };

function inMemoryAdmins(initial: Chat[], overrides: Partial<DataProvider> = {}) {
  let chats = [...initial];
  const provider: Partial<DataProvider> = {
    getList: vi.fn(async () => ({ data: [...chats] as never[], total: chats.length })),
    create: vi.fn(async (_r, { data }) => {
      const chat = {
        id: Number(data.chatId),
        chatId: Number(data.chatId),
        receiveNotifications: true,
      };
      chats.push(chat);
      return { data: chat as never };
    }),
    update: vi.fn(async (_r, { id, data }) => {
      chats = chats.map((c) => (c.id === id ? { ...c, ...data } : c));
      return { data: chats.find((c) => c.id === id) as never };
    }),
    delete: vi.fn(async (_r, { id }) => {
      chats = chats.filter((c) => c.id !== id);
      return { data: { id } as never };
    }),
    ...overrides,
  };
  return provider;
}

const admin = (chatId: number, on = true): Chat => ({
  id: chatId,
  chatId,
  receiveNotifications: on,
});

describe('AdminList', () => {
  it('shows the empty text', async () => {
    renderWithCore(<AdminList />, { dataProvider: inMemoryAdmins([]) });
    expect(await screen.findByText("Hozircha adminlar qo'shilmagan.")).toBeInTheDocument();
  });

  it('shows the load error inline and as a toast', async () => {
    renderWithCore(<AdminList />, {
      dataProvider: inMemoryAdmins([], {
        getList: vi.fn().mockRejectedValue(new Error('HTTP 500')),
      }),
    });
    await waitFor(() =>
      expect(screen.getAllByText("Adminlar ro'yxatini yuklashda xatolik.")).toHaveLength(2),
    );
  });

  it('warns on a blank chat ID and refuses letters as they are typed, without calling the server', async () => {
    const provider = inMemoryAdmins([]);
    renderWithCore(<AdminList />, { dataProvider: provider });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Telegram Chat ID'), '   ');
    await user.click(screen.getByRole('button', { name: "Qo'shish" }));
    expect(await screen.findByText('Iltimos, Chat ID kiriting.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Telegram Chat ID'), 'ab1x2.');
    expect(screen.getByLabelText('Telegram Chat ID')).toHaveValue('12');
    await user.clear(screen.getByLabelText('Telegram Chat ID'));
    await user.type(screen.getByLabelText('Telegram Chat ID'), '-100e5');
    expect(screen.getByLabelText('Telegram Chat ID')).toHaveValue('-1005');
    expect(provider.create).not.toHaveBeenCalled();
  });

  it('adds an admin, clears the field and says so', async () => {
    const provider = inMemoryAdmins([admin(100)]);
    renderWithCore(<AdminList />, { dataProvider: provider });
    const user = userEvent.setup();
    await screen.findByText('100');
    await user.type(screen.getByLabelText('Telegram Chat ID'), '555');
    await user.click(screen.getByRole('button', { name: "Qo'shish" }));
    expect(await screen.findByText("Admin muvaffaqiyatli qo'shildi!")).toBeInTheDocument();
    expect(provider.create).toHaveBeenCalledWith(
      'admins',
      expect.objectContaining({ data: { chatId: '555' } }),
    );
    expect(await screen.findByText('555')).toBeInTheDocument();
    expect(screen.getByLabelText('Telegram Chat ID')).toHaveValue('');
  });

  it('shows the spec message when adding fails', async () => {
    renderWithCore(<AdminList />, {
      dataProvider: inMemoryAdmins([], {
        create: vi.fn().mockRejectedValue({ status: 409, message: 'x' }),
      }),
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Telegram Chat ID'), '1');
    await user.click(screen.getByRole('button', { name: "Qo'shish" }));
    expect(
      await screen.findByText("Admin qo'shishda xatolik. U allaqachon mavjud bo'lishi mumkin."),
    ).toBeInTheDocument();
  });

  it('flips the notification switch and confirms it', async () => {
    const provider = inMemoryAdmins([admin(100, false)]);
    renderWithCore(<AdminList />, { dataProvider: provider });
    const user = userEvent.setup();
    const toggle = await screen.findByRole('switch', { name: 'Bildirishnomalar: 100' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(await screen.findByText('Bildirishnomalar yoqildi.')).toBeInTheDocument();
    expect(provider.update).toHaveBeenCalledWith(
      'admins',
      expect.objectContaining({ id: 100, data: { receiveNotifications: true } }),
    );
  });

  it('moves the switch at once and puts it back when the server refuses', async () => {
    let refuse!: (error: unknown) => void;
    const provider = inMemoryAdmins([admin(100, true)], {
      update: vi.fn(() => new Promise<never>((_, reject) => (refuse = reject))),
    });
    renderWithCore(<AdminList />, { dataProvider: provider });
    const user = userEvent.setup();
    const toggle = await screen.findByRole('switch', { name: 'Bildirishnomalar: 100' });
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    refuse({ status: 500, message: 'boom' });
    expect(await screen.findByText('Holatni yangilashda xatolik.')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('asks before deleting, then deletes', async () => {
    const provider = inMemoryAdmins([admin(100), admin(200)]);
    renderWithCore(<AdminList />, { dataProvider: provider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "O'chirish: 200" }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent("Chat ID 200 bo'lgan adminni o'chirishni tasdiqlaysizmi?");
    expect(provider.delete).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: /O'chirish/ }));
    expect(await screen.findByText("Admin o'chirildi.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('200')).not.toBeInTheDocument());
  });

  it('keeps the admin and says so when deleting fails', async () => {
    const provider = inMemoryAdmins([admin(100)], {
      delete: vi.fn().mockRejectedValue({ status: 500, message: 'x' }),
    });
    renderWithCore(<AdminList />, { dataProvider: provider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "O'chirish: 100" }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: /O'chirish/ }),
    );
    expect(await screen.findByText("Adminni o'chirishda xatolik.")).toBeInTheDocument();
    expect(screen.getByText('100')).toBeInTheDocument();
  });
});
