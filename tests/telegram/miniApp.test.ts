// @vitest-environment jsdom
// Closing the Mini App asks first while a form has unsaved changes, watched from Telegram's set-up
// on: a form typed into while the app's code (and its own part for Telegram) still arrives counts.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const sdk = vi.hoisted(() => ({
  enableClosingConfirmation: vi.fn(),
  disableClosingConfirmation: vi.fn(),
}));

vi.mock('@telegram-apps/sdk', async () => ({
  ...(await import('../fixtures/telegramSdk')).noTelegramSdk,
  ...sdk,
}));

const { startMiniApp } = await import('../../src/telegram/miniApp');

beforeEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = '<div id="root"></div>';
  window.history.replaceState(null, '', '/#tgWebAppData=query_id%3D1%26hash%3Dabc');
});

describe('the Mini App before its app is there', () => {
  it('asks before closing once a form is typed into, and no longer once it is submitted', async () => {
    let appStarted: () => void = () => undefined;
    const startAt = vi.fn(() => new Promise<void>((resolve) => (appStarted = resolve)));
    const started = startMiniApp({
      root: document.getElementById('root')!,
      http: vi.fn() as never,
      signIn: Promise.resolve(),
      startAt,
      withoutTelegram: vi.fn(),
    });
    await vi.waitFor(() => expect(startAt).toHaveBeenCalled());

    // The screen's form, drawn and typed into before anything of the app has subscribed.
    document.body.insertAdjacentHTML('beforeend', '<form><input name="chatId"></form>');
    const input = document.querySelector('input')!;
    input.value = '700777001';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(sdk.enableClosingConfirmation).toHaveBeenCalledTimes(1);

    document.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true }));
    await vi.waitFor(() => expect(sdk.disableClosingConfirmation).toHaveBeenCalledTimes(1));
    appStarted();
    await started;
  });
});
