// @vitest-environment jsdom
// An owner's part of the second step on the panel accounts screen: an account's second step reset
// after a confirmation (DELETE /panel-accounts/:id/second-step), and which roles may sign in by
// Telegram; neither where our server has no second step.
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'ra-core';
import { AccountRow } from '../../../src/resources/panel-accounts/AccountRow';
import { TelegramSignInRoles } from '../../../src/resources/panel-accounts/TelegramSignInRoles';
import type { PanelAccount } from '../../../src/providers/resources/panelAccounts';
import { NO_CAPABILITIES, type Capabilities } from '../../../src/providers/capabilities';
import { CAPABILITIES_KEY } from '../../../src/providers/useCapabilities';
import { createQueryClient } from '../../../src/providers/queryClient';
import { renderWithCore } from '../../fixtures/renderWithCore';

const aziz: PanelAccount = {
  id: 3,
  username: 'aziz',
  role: 'operator',
  disabled: false,
  createdAt: '2026-11-01T10:00:00Z',
  telegramUserId: null,
};

/** The app's query client with the capabilities the layout has asked for. */
function clientWith(capabilities: Partial<Capabilities>) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(CAPABILITIES_KEY, { ...NO_CAPABILITIES, ...capabilities });
  return queryClient;
}

function renderRow(dataProvider: object, capabilities: Partial<Capabilities>) {
  renderWithCore(
    <ul>
      <AccountRow account={aziz} />
    </ul>,
    { dataProvider, queryClient: clientWith(capabilities), role: 'owner' },
  );
}

describe("an account's second step reset", () => {
  it('is asked first, then done', async () => {
    const resetSecondStep = vi.fn(async () => undefined);
    renderRow({ resetSecondStep }, { panelAccounts: true, secondStep: true });
    await userEvent.click(screen.getByRole('button', { name: 'Ikkinchi bosqichni tiklash: aziz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ikkinchi bosqichni tiklash' });
    expect(within(dialog).getByText(/aziz hisobining autentifikatori/)).toBeInTheDocument();
    expect(resetSecondStep).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tiklash' }));
    expect(resetSecondStep).toHaveBeenCalledWith(3);
    expect(await screen.findByText('Ikkinchi bosqich tiklandi.')).toBeInTheDocument();
  });

  it('is not done when cancelled, and a failure is said', async () => {
    const resetSecondStep = vi.fn(async () => {
      throw new HttpError('Server error', 500, {});
    });
    renderRow({ resetSecondStep }, { panelAccounts: true, secondStep: true });
    const button = screen.getByRole('button', { name: 'Ikkinchi bosqichni tiklash: aziz' });
    await userEvent.click(button);
    let dialog = await screen.findByRole('dialog', { name: 'Ikkinchi bosqichni tiklash' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bekor qilish' }));
    expect(resetSecondStep).not.toHaveBeenCalled();
    await userEvent.click(button);
    dialog = await screen.findByRole('dialog', { name: 'Ikkinchi bosqichni tiklash' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tiklash' }));
    expect(await screen.findByText('Ikkinchi bosqichni tiklashda xatolik.')).toBeInTheDocument();
  });

  it('is not offered where the server has no second step', () => {
    renderRow({}, { panelAccounts: true });
    expect(screen.queryByRole('button', { name: /Ikkinchi bosqichni tiklash/ })).toBeNull();
  });
});

describe('the sign-in by Telegram per role', () => {
  it("shows each role's setting and changes one", async () => {
    const getRoleSettings = vi
      .fn()
      .mockResolvedValueOnce([
        { role: 'owner', telegramSignIn: true },
        { role: 'operator', telegramSignIn: false },
        { role: 'viewer', telegramSignIn: false },
      ])
      .mockResolvedValue([
        { role: 'owner', telegramSignIn: true },
        { role: 'operator', telegramSignIn: true },
        { role: 'viewer', telegramSignIn: false },
      ]);
    const setTelegramSignIn = vi.fn(async () => undefined);
    renderWithCore(<TelegramSignInRoles />, {
      dataProvider: { getRoleSettings, setTelegramSignIn },
      role: 'owner',
    });
    const operator = await screen.findByRole('switch', { name: 'Operator' });
    expect(screen.getByRole('switch', { name: 'Egasi' })).toHaveAttribute('aria-checked', 'true');
    expect(operator).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(operator);
    expect(setTelegramSignIn).toHaveBeenCalledWith('operator', true);
    expect(await screen.findByText('Saqlandi.')).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Operator' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });
});
