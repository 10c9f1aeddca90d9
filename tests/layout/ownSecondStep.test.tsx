// @vitest-environment jsdom
// One's own second step in the top bar's account dialog, where our server has one: what is set
// (an authenticator, the passkeys, the recovery codes left), an authenticator added with its QR
// code (and a first one's recovery codes shown), a passkey removed after a confirmation; nothing
// of it where the server offers none.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OwnAccountDialog from '../../src/layout/account/OwnAccountDialog';
import { NO_CAPABILITIES } from '../../src/providers/capabilities';
import type { SecondStepState } from '../../contract/secondStep';
import { renderWithCore } from '../fixtures/renderWithCore';

const withSecondStep = async () => ({ ...NO_CAPABILITIES, panelAccounts: true, secondStep: true });
const WITH_PASSKEY: SecondStepState = {
  required: true,
  totp: false,
  passkeys: [{ id: 7, name: 'Ish noutbuki', createdAt: '2026-11-01T10:00:00Z' }],
  recoveryCodesLeft: 8,
};

function renderDialog(dataProvider: object) {
  renderWithCore(<OwnAccountDialog username="dilnoza" onClose={() => undefined} />, {
    dataProvider: { getCapabilities: withSecondStep, ...dataProvider },
  });
}

const section = async () =>
  (await screen.findByRole('heading', { name: 'Ikkinchi bosqich' })).closest('section')!;

afterEach(() => vi.restoreAllMocks());

describe("the account dialog's second step", () => {
  it('says what is set: no authenticator, the passkeys, the recovery codes left', async () => {
    renderDialog({ getSecondStep: async () => WITH_PASSKEY });
    const part = within(await section());
    expect(await part.findByText('Autentifikator ilovasi sozlanmagan.')).toBeInTheDocument();
    expect(part.getByText('Rolingiz uchun majburiy.')).toBeInTheDocument();
    expect(part.getByText('Ish noutbuki')).toBeInTheDocument();
    expect(part.getByText('Qolgan tiklash kodlari: 8')).toBeInTheDocument();
    expect(part.getByRole('button', { name: "Autentifikator qo'shish" })).toBeInTheDocument();
    expect(part.getByRole('button', { name: "Passkey qo'shish" })).toBeInTheDocument();
  });

  it('adds an authenticator with its QR code and shows the recovery codes of a first one', async () => {
    const getSecondStep = vi
      .fn()
      .mockResolvedValueOnce({ ...WITH_PASSKEY, passkeys: [], recoveryCodesLeft: 0 })
      .mockResolvedValue({ ...WITH_PASSKEY, passkeys: [], totp: true, recoveryCodesLeft: 10 });
    const setUpTotp = vi.fn(async () => ({
      secret: 'JBSWY3DPEHPK3PXP',
      uri: 'otpauth://totp/Panel:dilnoza?secret=JBSWY3DPEHPK3PXP',
    }));
    const codes = Array.from({ length: 10 }, (_, index) => `tiklash-${index}`);
    const confirmTotp = vi.fn(async () => codes);
    renderDialog({ getSecondStep, setUpTotp, confirmTotp });
    const part = within(await section());
    await userEvent.click(await part.findByRole('button', { name: "Autentifikator qo'shish" }));
    expect(
      await part.findByRole('img', { name: 'Autentifikator ilovasi uchun QR kod' }),
    ).toBeInTheDocument();
    await userEvent.type(part.getByLabelText(/^Tasdiqlash kodi/, { selector: 'input' }), '123456');
    await userEvent.click(part.getByRole('button', { name: 'Tasdiqlash' }));
    expect(confirmTotp).toHaveBeenCalledWith('123456');
    expect(await part.findByText('tiklash-9')).toBeInTheDocument();
    await userEvent.click(part.getByRole('button', { name: 'Saqladim, davom etish' }));
    expect(await part.findByText('Autentifikator ilovasi sozlangan.')).toBeInTheDocument();
    expect(part.queryByText('tiklash-9')).toBeNull();
    expect(part.queryByRole('button', { name: "Autentifikator qo'shish" })).toBeNull();
  });

  it('removes a passkey after a confirmation', async () => {
    const getSecondStep = vi
      .fn()
      .mockResolvedValueOnce(WITH_PASSKEY)
      .mockResolvedValue({ ...WITH_PASSKEY, passkeys: [] });
    const removePasskey = vi.fn(async () => undefined);
    renderDialog({ getSecondStep, removePasskey });
    const part = within(await section());
    await userEvent.click(
      await part.findByRole('button', { name: "Ish noutbuki passkey'ini o'chirish" }),
    );
    const confirm = await screen.findByRole('dialog', { name: "Passkey'ni o'chirish" });
    expect(removePasskey).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: "O'chirish" }));
    expect(removePasskey).toHaveBeenCalledWith(7);
    expect(await part.findByText("Passkey qo'shilmagan.")).toBeInTheDocument();
  });

  it('shows nothing of it where the server has no second step', async () => {
    const getSecondStep = vi.fn(async () => WITH_PASSKEY);
    renderWithCore(<OwnAccountDialog username="admin" onClose={() => undefined} />, {
      dataProvider: {
        getCapabilities: async () => ({ ...NO_CAPABILITIES, panelAccounts: true }),
        getSecondStep,
      },
    });
    expect(await screen.findByLabelText(/^Joriy parol/, { selector: 'input' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Ikkinchi bosqich')).toBeNull());
    expect(getSecondStep).not.toHaveBeenCalled();
  });
});
