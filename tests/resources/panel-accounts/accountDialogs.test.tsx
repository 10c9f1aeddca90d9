// @vitest-environment jsdom
// An account's password and Telegram user, each changed in its dialog from the account's row:
// what is sent, the toasts of success and failure (a result unknown said as such, a Telegram user
// linked elsewhere in its own words), the server's field errors on the field, a refused form's
// toast, and the dialog closed on success with the focus back on the button that opened it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountRow } from '../../../src/resources/panel-accounts/AccountRow';
import type { PanelAccount } from '../../../src/providers/resources/panelAccounts';
import { NO_CAPABILITIES } from '../../../src/providers/capabilities';
import { CAPABILITIES_KEY } from '../../../src/providers/useCapabilities';
import { createQueryClient } from '../../../src/providers/queryClient';
import { providerError } from '../../fixtures/providerError';
import { renderWithCore } from '../../fixtures/renderWithCore';

const aziz: PanelAccount = {
  id: 3,
  username: 'aziz',
  role: 'operator',
  disabled: false,
  createdAt: '2026-11-01T10:00:00Z',
  telegramUserId: null,
};

const UNKNOWN =
  "Natija noma'lum: javob kelmadi. Amal bajarilgan bo'lishi mumkin, shuning uchun takrorlashdan oldin tekshiring.";

afterEach(async () => (await import('sonner')).toast.dismiss());

function renderRow(update: unknown, account: PanelAccount = aziz) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(CAPABILITIES_KEY, {
    ...NO_CAPABILITIES,
    panelAccounts: true,
    telegramMiniApp: true,
  });
  renderWithCore(
    <ul>
      <AccountRow account={account} />
    </ul>,
    { dataProvider: { update }, queryClient },
  );
}

const passwordField = (dialog: HTMLElement) =>
  within(dialog).getByLabelText(/^Yangi parol/, { selector: 'input' });

async function openPassword() {
  const user = userEvent.setup();
  const opener = screen.getByRole('button', { name: "Parolni o'zgartirish: aziz" });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'aziz: yangi parol' });
  return { user, opener, dialog };
}

describe("an account's new password", () => {
  it('is sent, said, and the dialog closes with the focus back on its button', async () => {
    const update = vi.fn(async (_r: string, { data }: { data: object }) => ({
      data: { ...aziz, ...data },
    }));
    renderRow(update);
    const { user, opener, dialog } = await openPassword();
    await user.type(passwordField(dialog), 'long-enough');
    await user.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(await screen.findByText("Parol o'zgartirildi.")).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith(
      'panel-accounts',
      expect.objectContaining({ id: 3, data: { password: 'long-enough' }, previousData: aziz }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('is refused on its field when short, with the form toast, and nothing is sent', async () => {
    const update = vi.fn();
    renderRow(update);
    const { user, dialog } = await openPassword();
    await user.type(passwordField(dialog), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(
      await within(dialog).findByText("Parol kamida 8 ta belgidan iborat bo'lishi kerak."),
    ).toBeInTheDocument();
    expect(
      await screen.findByText("Forma noto'g'ri to'ldirilgan. Xatolarni tekshiring"),
    ).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it("keeps the dialog open with a toast and the server's field error on failure", async () => {
    const update = vi.fn().mockRejectedValue(providerError('password: is too common', 400));
    renderRow(update);
    const { user, dialog } = await openPassword();
    const field = passwordField(dialog);
    await user.type(field, 'password123');
    await user.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(await screen.findByText("Parolni o'zgartirishda xatolik.")).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveAccessibleDescription('is too common'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says that the result is unknown when no answer came', async () => {
    const update = vi
      .fn()
      .mockRejectedValue(providerError('app.resultUnknown', 504, { outcome: 'unknown' }));
    renderRow(update);
    const { user, dialog } = await openPassword();
    await user.type(passwordField(dialog), 'long-enough');
    await user.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(await screen.findByText(UNKNOWN)).toBeInTheDocument();
    expect(screen.queryByText("Parolni o'zgartirishda xatolik.")).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe("an account's Telegram user", () => {
  async function openTelegram() {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Telegram ID: aziz' }));
    const dialog = await screen.findByRole('dialog', { name: 'aziz: Telegram ID' });
    return { user, dialog };
  }

  it('is linked by its number', async () => {
    const update = vi.fn(async (_r: string, { data }: { data: object }) => ({
      data: { ...aziz, ...data },
    }));
    renderRow(update);
    const { user, dialog } = await openTelegram();
    await user.type(within(dialog).getByLabelText(/^Telegram foydalanuvchi ID/), '777001');
    await user.click(within(dialog).getByRole('button', { name: "Bog'lash" }));
    expect(await screen.findByText("Telegram hisobi bog'landi.")).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith(
      'panel-accounts',
      expect.objectContaining({ id: 3, data: { telegramUserId: 777001 } }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so when the user is linked to another account (409)', async () => {
    const update = vi.fn().mockRejectedValue(providerError('telegramUserId: taken', 409));
    renderRow(update);
    const { user, dialog } = await openTelegram();
    await user.type(within(dialog).getByLabelText(/^Telegram foydalanuvchi ID/), '777001');
    await user.click(within(dialog).getByRole('button', { name: "Bog'lash" }));
    expect(
      await screen.findByText("Bu Telegram foydalanuvchisi boshqa hisobga bog'langan."),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('is removed, starting from the linked number', async () => {
    const linked = { ...aziz, telegramUserId: 777001 };
    const update = vi.fn(async (_r: string, { data }: { data: object }) => ({
      data: { ...linked, ...data },
    }));
    renderRow(update, linked);
    const { user, dialog } = await openTelegram();
    expect(within(dialog).getByLabelText(/^Telegram foydalanuvchi ID/)).toHaveValue('777001');
    await user.click(within(dialog).getByRole('button', { name: "Bog'lanishni olib tashlash" }));
    expect(await screen.findByText("Telegram bog'lanishi olib tashlandi.")).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith(
      'panel-accounts',
      expect.objectContaining({ id: 3, data: { telegramUserId: null } }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
