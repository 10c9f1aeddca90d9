// @vitest-environment jsdom
// 'Qurilmalar': one's devices (browser and kind from the user agent, address, when signed in and
// last used, how the second step was passed, the current one marked); one ended, the panel's own
// after a confirmation and then signed out; "sign out everywhere" ends them all and signs out; an
// owner lists everyone's, each with its account.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { Role } from '../../../contract/roles';
import type { Device } from '../../../contract/secondStep';
import { DevicesPage } from '../../../src/pages/devices/DevicesPage';
import { getToken, saveToken } from '../../../src/auth/tokenStore';
import { createAuthProvider } from '../../../src/providers/authProvider';
import { allowed } from '../../../src/auth/access';
import { encodeBasicToken } from '../../../src/lib/basicToken';
import { formatDateTime } from '../../../src/lib/dates';
import { renderWithCore } from '../../fixtures/renderWithCore';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const device = (id: number, change: Partial<Device> = {}): Device => ({
  id,
  username: 'dilnoza',
  userAgent: CHROME_WINDOWS,
  ipAddress: '10.0.0.7',
  step: 'totp',
  createdAt: '2026-11-01T10:00:00Z',
  lastUsedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  current: false,
  ...change,
});

const MINE = [
  device(1, { current: true }),
  device(2, { userAgent: SAFARI_IPHONE, ipAddress: '10.0.0.9', step: 'passkey' }),
];

function renderDevices(dataProvider: object, role: Role = 'operator') {
  saveToken(encodeBasicToken('dilnoza', 'parol-123'));
  const http = vi.fn(async () => ({ status: 204, headers: new Headers(), body: '', data: {} }));
  const authProvider = {
    ...createAuthProvider(http as never, { geolocationUrl: '' }),
    canAccess: async ({ resource, action }: { resource?: string; action: string }) =>
      allowed(role, resource, action),
  };
  renderWithCore(
    <Routes>
      <Route path="/devices" element={<DevicesPage />} />
      <Route path="/login" element={<p>Kirish sahifasi</p>} />
    </Routes>,
    { path: '/devices', role, authProvider, dataProvider },
  );
}

const rows = async () =>
  within(await screen.findByRole('list', { name: 'Kirgan qurilmalar' })).getAllByRole('listitem');

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the devices screen', () => {
  it('lists the devices, the current one marked', async () => {
    const getDevices = vi.fn(async () => MINE);
    renderDevices({ getDevices });
    const [current, other] = await rows();
    expect(within(current).getByText('Chrome, Windows PC')).toBeInTheDocument();
    expect(within(current).getByText('Shu qurilma')).toBeInTheDocument();
    expect(within(current).getByText('Autentifikator ilovasi')).toBeInTheDocument();
    expect(within(current).getByText('10.0.0.7')).toBeInTheDocument();
    // The last use as every time of the panel: dd-MM-yyyy HH:mm.
    expect(
      within(current).getByText(formatDateTime(new Date(MINE[0].lastUsedAt))),
    ).toBeInTheDocument();
    expect(within(other).getByText('Safari, iPhone')).toBeInTheDocument();
    expect(within(other).getByText('Passkey')).toBeInTheDocument();
    expect(within(other).queryByText('Shu qurilma')).toBeNull();
    expect(getDevices).toHaveBeenCalledWith({ all: false });
    // Not an owner: no one else's devices to show.
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('ends another device at once, and reads the list again', async () => {
    const getDevices = vi.fn().mockResolvedValueOnce(MINE).mockResolvedValue([MINE[0]]);
    const endDevice = vi.fn(async () => undefined);
    renderDevices({ getDevices, endDevice });
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Safari, iPhone: chiqarish' }));
    expect(endDevice).toHaveBeenCalledWith(2);
    expect(await screen.findByText('Qurilma chiqarildi.')).toBeInTheDocument();
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(getToken()).not.toBeNull();
  });

  it("ends the panel's own device after a confirmation, and signs out", async () => {
    const endDevice = vi.fn(async () => undefined);
    renderDevices({ getDevices: async () => MINE, endDevice });
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Chrome, Windows PC: chiqarish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shu qurilmadan chiqish' });
    expect(endDevice).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Chiqarish' }));
    expect(endDevice).toHaveBeenCalledWith(1);
    expect(await screen.findByText('Kirish sahifasi')).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });

  it('signs out everywhere, then this panel too', async () => {
    const endAllDevices = vi.fn(async () => undefined);
    renderDevices({ getDevices: async () => MINE, endAllDevices });
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Hamma joydan chiqish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hamma joydan chiqish' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hamma joydan chiqish' }));
    expect(endAllDevices).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Kirish sahifasi')).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });

  it('says a failed end and keeps the sign-in', async () => {
    const endAllDevices = vi.fn(async () => {
      throw new Error('boom');
    });
    renderDevices({ getDevices: async () => MINE, endAllDevices });
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Hamma joydan chiqish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hamma joydan chiqish' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hamma joydan chiqish' }));
    expect(await screen.findByText('Hamma joydan chiqishda xatolik.')).toBeInTheDocument();
    expect(getToken()).not.toBeNull();
  });

  it("shows an owner everyone's devices, each with its account", async () => {
    const getDevices = vi.fn(async ({ all }: { all?: boolean }) =>
      all ? [...MINE, device(3, { username: 'aziz' })] : MINE,
    );
    renderDevices({ getDevices }, 'owner');
    await rows();
    expect(screen.queryByText('aziz')).toBeNull();
    await userEvent.click(screen.getByRole('switch', { name: 'Barcha hisoblarning qurilmalari' }));
    await waitFor(() => expect(getDevices).toHaveBeenLastCalledWith({ all: true }));
    expect(await screen.findByText('aziz')).toBeInTheDocument();
    expect(await rows()).toHaveLength(3);
    expect(
      screen.getByRole('button', { name: 'aziz, Chrome, Windows PC: chiqarish' }),
    ).toBeInTheDocument();
  });

  it('says when the list cannot be read', async () => {
    renderDevices({
      getDevices: async () => {
        throw new Error('boom');
      },
    });
    expect(await screen.findByText("Qurilmalar ro'yxatini yuklashda xatolik.")).toBeInTheDocument();
  });
});
