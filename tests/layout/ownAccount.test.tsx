// @vitest-environment jsdom
// One's own account: its role in words, the password changed with the current one (the saved
// sign-in follows it), and a Telegram link someone else set, told once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'ra-core';
import OwnAccountDialog from '../../src/layout/account/OwnAccountDialog';
import LinkNotice from '../../src/layout/account/LinkNotice';
import { getToken, keepRole, saveToken } from '../../src/auth/tokenStore';
import { saveTelegramSession } from '../../src/auth/telegramSession';
import { TelegramContext, type TelegramIntegration } from '../../src/telegram/integration';
import { encodeBasicToken } from '../../src/lib/basicToken';
import { NO_CAPABILITIES } from '../../src/providers/capabilities';
import { renderWithCore } from '../fixtures/renderWithCore';

const ourServer = async () => ({ ...NO_CAPABILITIES, panelAccounts: true });

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

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

describe('the own Telegram link', () => {
  const link = { telegramUserId: 777001, by: 'aziz', at: '2026-11-27T09:00:00Z', pending: true };

  it('shows who linked which Telegram user, waiting for its proof, and removes it', async () => {
    saveToken(encodeBasicToken('dilnoza', 'old-password'));
    let linked: typeof link | null = link;
    const removeOwnTelegramLink = vi.fn(async () => {
      linked = null;
    });
    const getOwnAccount = vi.fn(async () => ({
      username: 'dilnoza',
      role: 'operator',
      telegramLink: linked,
      linkNotice: null,
    }));
    renderWithCore(<OwnAccountDialog username="dilnoza" onClose={() => undefined} />, {
      dataProvider: { getCapabilities: ourServer, getOwnAccount, removeOwnTelegramLink },
    });
    const section = await screen.findByRole('region', { name: 'Telegram' });
    expect(
      await within(section).findByText(/777001 bog'langan, lekin hali tasdiqlanmagan/),
    ).toBeInTheDocument();
    expect(section.textContent).toContain('aziz');
    await userEvent.click(
      within(section).getByRole('button', { name: "Bog'lanishni olib tashlash" }),
    );
    const confirm = await screen.findByRole('dialog', {
      name: "Telegram bog'lanishini olib tashlash",
    });
    await userEvent.click(
      within(confirm).getByRole('button', { name: "Bog'lanishni olib tashlash" }),
    );
    expect(removeOwnTelegramLink).toHaveBeenCalledTimes(1);
    expect(await within(section).findByText(/Telegram bog'lanmagan/)).toBeInTheDocument();
  });

  it('signed in by Telegram, offers the panel in the browser instead of the password and the second step', async () => {
    saveTelegramSession({
      token: 't'.repeat(43),
      expiresAt: '2099-01-01T00:00:00Z',
      username: 'd',
    });
    const openInBrowser = vi.fn();
    const telegram = { openInBrowser, initData: 'x' } as unknown as TelegramIntegration;
    renderWithCore(
      <TelegramContext.Provider value={telegram}>
        <OwnAccountDialog username="d" onClose={() => undefined} />
      </TelegramContext.Provider>,
      {
        dataProvider: {
          getCapabilities: async () => ({ ...(await ourServer()), secondStep: true }),
          getOwnAccount: async () => ({ username: 'd', role: 'owner', telegramLink: null }),
        },
      },
    );
    expect(
      await screen.findByText(/panelni brauzerda oching va parol bilan kiring/),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Joriy parol/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Brauzerda ochish' }));
    expect(openInBrowser).toHaveBeenCalledWith(`${window.location.origin}/login`);
  });
});

describe('the link notice', () => {
  it('tells who linked which Telegram user, once', async () => {
    const dismissLinkNotice = vi.fn(async () => undefined);
    const getOwnAccount = vi.fn(async () => ({
      username: 'dilnoza',
      role: 'operator',
      linkNotice: {
        telegramUserId: 777001,
        by: 'aziz',
        at: '2026-11-27T09:00:00Z',
        pending: false,
      },
    }));
    renderWithCore(<LinkNotice />, { dataProvider: { getOwnAccount, dismissLinkNotice } });
    expect(await screen.findByText(/aziz .* 777001/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tushunarli' }));
    expect(dismissLinkNotice).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText(/777001/)).toBeNull());
  });

  it("tells a link made with the account's own password, which the person removes at once", async () => {
    saveToken(encodeBasicToken('dilnoza', 'parol-123'));
    const link = {
      telegramUserId: 6100200300,
      by: 'dilnoza',
      at: '2026-11-27T09:00:00Z',
      pending: false,
    };
    const removeOwnTelegramLink = vi.fn(async () => undefined);
    const getOwnAccount = vi.fn(async () => ({
      username: 'dilnoza',
      role: 'operator',
      telegramLink: link,
      linkNotice: link,
    }));
    renderWithCore(<LinkNotice />, {
      dataProvider: { getOwnAccount, removeOwnTelegramLink, dismissLinkNotice: vi.fn() },
    });
    expect(
      await screen.findByText(/hisobingiz paroli bilan unga Telegram foydalanuvchisi 6100200300/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: "Bog'lanishni olib tashlash" }));
    expect(removeOwnTelegramLink).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says a typed link waits for its Telegram user, and is not shown to a Telegram session', async () => {
    const link = { telegramUserId: 777001, by: 'aziz', at: '2026-11-27T09:00:00Z', pending: true };
    const getOwnAccount = vi.fn(async () => ({ username: 'd', role: 'viewer', linkNotice: link }));
    const { unmount } = renderWithCore(<LinkNotice />, { dataProvider: { getOwnAccount } });
    expect(await screen.findByText(/bir marta shu hisob paroli bilan kirgach/)).toBeInTheDocument();
    unmount();
    saveTelegramSession({
      token: 't'.repeat(43),
      expiresAt: '2099-01-01T00:00:00Z',
      username: 'd',
    });
    renderWithCore(<LinkNotice />, { dataProvider: { getOwnAccount } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing when there is nothing to tell', async () => {
    const getOwnAccount = vi.fn(async () => ({ username: 'a', role: 'owner', linkNotice: null }));
    renderWithCore(<LinkNotice />, { dataProvider: { getOwnAccount } });
    await waitFor(() => expect(getOwnAccount).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
