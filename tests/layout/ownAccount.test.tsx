// @vitest-environment jsdom
// One's own account: its role in words, the password changed with the current one (the saved
// sign-in follows it), and a Telegram link someone else set, told once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'ra-core';
import OwnAccountDialog from '../../src/layout/account/OwnAccountDialog';
import LinkNotice from '../../src/layout/account/LinkNotice';
import { getToken, keepRole, saveToken } from '../../src/auth/tokenStore';
import { encodeBasicToken } from '../../src/lib/basicToken';
import { NO_CAPABILITIES } from '../../src/providers/capabilities';
import { renderWithCore } from '../fixtures/renderWithCore';

const ourServer = async () => ({ ...NO_CAPABILITIES, panelAccounts: true });

afterEach(() => localStorage.clear());

async function fillPasswords(current: string, next: string) {
  await userEvent.type(
    await screen.findByLabelText(/^Joriy parol/, { selector: 'input' }),
    current,
  );
  await userEvent.type(screen.getByLabelText(/^Yangi parol/, { selector: 'input' }), next);
  await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
}

describe('the own account dialog', () => {
  it('names the role and what it may do', async () => {
    saveToken(encodeBasicToken('dilnoza', 'old-password'));
    keepRole('operator');
    renderWithCore(<OwnAccountDialog username="dilnoza" onClose={() => undefined} />, {
      dataProvider: { getCapabilities: ourServer },
    });
    expect(await screen.findByText('Operator')).toBeInTheDocument();
    expect(screen.getByText(/Kundalik ish/)).toBeInTheDocument();
  });

  it('says on its field that the current password is wrong, and keeps the sign-in', async () => {
    saveToken(encodeBasicToken('dilnoza', 'old-password'));
    const changeOwnPassword = vi.fn(async () => {
      throw new HttpError('currentPassword: is not the current password', 400);
    });
    renderWithCore(<OwnAccountDialog username="dilnoza" onClose={() => undefined} />, {
      dataProvider: { getCapabilities: ourServer, changeOwnPassword },
    });
    await fillPasswords('not-it', 'new-password-1');
    expect(await screen.findByText("Joriy parol noto'g'ri.")).toBeInTheDocument();
    expect(getToken()).toBe(encodeBasicToken('dilnoza', 'old-password'));
  });

  it('changes the password and keeps signing in with the new one', async () => {
    saveToken(encodeBasicToken('dilnoza', 'old-password'));
    const changeOwnPassword = vi.fn(async () => undefined);
    const onClose = vi.fn();
    renderWithCore(<OwnAccountDialog username="dilnoza" onClose={onClose} />, {
      dataProvider: { getCapabilities: ourServer, changeOwnPassword },
    });
    await fillPasswords('old-password', 'new-password-1');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(changeOwnPassword).toHaveBeenCalledWith('old-password', 'new-password-1');
    expect(getToken()).toBe(encodeBasicToken('dilnoza', 'new-password-1'));
  });

  it('offers no password change where the server keeps no accounts', async () => {
    renderWithCore(<OwnAccountDialog username="admin" onClose={() => undefined} />, {
      dataProvider: { getCapabilities: async () => NO_CAPABILITIES },
    });
    expect(await screen.findByText('admin')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByLabelText(/^Joriy parol/)).toBeNull();
  });
});

describe('the link notice', () => {
  it('tells who linked which Telegram user, once', async () => {
    const dismissLinkNotice = vi.fn(async () => undefined);
    const getOwnAccount = vi.fn(async () => ({
      username: 'dilnoza',
      role: 'operator',
      linkNotice: { telegramUserId: 777001, by: 'aziz', at: '2026-11-27T09:00:00Z' },
    }));
    renderWithCore(<LinkNotice />, { dataProvider: { getOwnAccount, dismissLinkNotice } });
    expect(await screen.findByText(/aziz .* 777001/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tushunarli' }));
    expect(dismissLinkNotice).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText(/777001/)).toBeNull());
  });

  it('shows nothing when there is nothing to tell', async () => {
    const getOwnAccount = vi.fn(async () => ({ username: 'a', role: 'owner', linkNotice: null }));
    renderWithCore(<LinkNotice />, { dataProvider: { getOwnAccount } });
    await waitFor(() => expect(getOwnAccount).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
