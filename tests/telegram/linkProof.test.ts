// @vitest-environment jsdom
// A link an owner typed is proven once by its Telegram user with the panel account's password:
// refused as link_pending, the Mini App asks for it (in the UI language), says a wrong one on the
// form, and with the right one signs in with the same launch's init data and starts the panel.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { readTelegramSession } from '../../src/auth/telegramSession';
import { ApiError } from '../../src/providers/httpClient';

vi.mock('@telegram-apps/sdk', async () => (await import('../fixtures/telegramSdk')).noTelegramSdk);

const { startMiniApp } = await import('../../src/telegram/miniApp');

const INIT_DATA = 'query_id=1&user=%7B%22id%22%3A777001%7D&hash=abc';

beforeEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = '<div id="root"></div>';
  window.history.replaceState(null, '', `/#tgWebAppData=${encodeURIComponent(INIT_DATA)}`);
});

const refusal = (reason: string) => new ApiError(reason, 401, { reason, telegramUserId: 777001 });

describe('a link an owner typed', () => {
  it("is proven once with the account's password, then the panel starts", async () => {
    const http = vi.fn(async (_path: string, options: { body: { password?: string } }) => {
      if (options.body.password === undefined) throw refusal('link_pending');
      if (options.body.password !== 'togri-parol-1') throw refusal('wrong_password');
      return {
        status: 201,
        data: { token: 'tok', expiresAt: '2999-01-01T00:00:00Z', account: { username: 'dilnoza' } },
      };
    });
    const startAt = vi.fn(async () => undefined);
    await startMiniApp({
      root: document.getElementById('root')!,
      http: http as never,
      startAt,
      withoutTelegram: vi.fn(),
    });
    expect(
      await screen.findByText(/ID 777001\) panel hisobiga bog'langan, lekin hali tasdiqlanmagan/),
    ).toBeTruthy();
    const password = screen.getByLabelText('Parol');
    await userEvent.type(password, 'notogri');
    await userEvent.click(screen.getByRole('button', { name: 'Tasdiqlash' }));
    expect(await screen.findByText("Parol noto'g'ri. Qaytadan urining.")).toBeTruthy();
    expect(startAt).not.toHaveBeenCalled();

    await userEvent.clear(password);
    await userEvent.type(password, 'togri-parol-1');
    await userEvent.click(screen.getByRole('button', { name: 'Tasdiqlash' }));
    await vi.waitFor(() => expect(startAt).toHaveBeenCalled());
    expect(readTelegramSession()).toMatchObject({ token: 'tok', username: 'dilnoza' });
    // Each time with the same launch's init data.
    expect(http.mock.calls.map(([, options]) => options.body)).toEqual([
      { initData: INIT_DATA },
      { initData: INIT_DATA, password: 'notogri' },
      { initData: INIT_DATA, password: 'togri-parol-1' },
    ]);
  });

  it('says a refusal other than the password as the sign-in does', async () => {
    const http = vi.fn(async (_path: string, options: { body: { password?: string } }) => {
      throw refusal(options.body.password === undefined ? 'link_pending' : 'stale');
    });
    await startMiniApp({
      root: document.getElementById('root')!,
      http: http as never,
      startAt: vi.fn(),
      withoutTelegram: vi.fn(),
    });
    await userEvent.type(await screen.findByLabelText('Parol'), 'har-qanday');
    await userEvent.click(screen.getByRole('button', { name: 'Tasdiqlash' }));
    expect(await screen.findByText(/Kirish ma'lumotlari eskirgan/)).toBeTruthy();
  });
});
