// @vitest-environment jsdom
// A Telegram client older than Bot API 8.0 puts no `signature` in its init data, and Telegram's SDK
// refuses to read such launch parameters. Our server checks the `hash` and accepts the sign-in, so
// the panel must open there too: the whole start-up (boot/main.ts) runs here with the real SDK,
// Telegram's bridge faked as a phone's (window.TelegramWebviewProxy), and only the admin app's
// chunk replaced.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TelegramIntegration } from '../../src/telegram/integration';

const admin = vi.hoisted(() => ({
  mount: vi.fn(),
  telegram: [] as (TelegramIntegration | undefined)[],
}));

vi.mock('../../src/boot/adminEntry', () => ({
  prepareAdmin: (_startUp: unknown, _screens: unknown, telegram?: TelegramIntegration) => {
    admin.telegram.push(telegram);
    return Promise.resolve(admin.mount);
  },
}));

const USER = encodeURIComponent(JSON.stringify({ id: 5, first_name: 'Dilnoza' }));
const INIT_DATA = `query_id=AAH&user=${USER}&auth_date=1700000000&hash=abc`;
const THEME = JSON.stringify({ bg_color: '#ffffff', text_color: '#000000' });

function launchAddress(initData: string, version: string) {
  const hash = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: version,
    tgWebAppPlatform: 'android',
    tgWebAppThemeParams: THEME,
  });
  return `/#${hash}`;
}

let posted: string[];
let signIns: unknown[];

beforeEach(() => {
  vi.resetModules();
  admin.mount.mockReset();
  admin.telegram = [];
  sessionStorage.clear();
  localStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML =
    '<div id="root"></div><script type="application/json" id="panel-settings">{"apiUrl":"/api"}</script>';
  posted = [];
  signIns = [];
  // Telegram on a phone: the page speaks to the app through this proxy.
  Object.assign(window, {
    TelegramWebviewProxy: { postEvent: (type: string) => void posted.push(type) },
  });
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (String(input).endsWith('/telegram/session')) {
      signIns.push(JSON.parse(String(init.body)));
      const session = {
        token: 'tok',
        expiresAt: '2999-01-01T00:00:00Z',
        account: { username: 'dilnoza', role: 'operator' },
      };
      return Promise.resolve(Response.json(session));
    }
    return Promise.resolve(Response.json([]));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy;
  window.history.replaceState(null, '', '/');
});

/** Starts the page as Telegram opens it; resolves once the panel is mounted or a banner shows. */
async function open(address: string) {
  window.history.replaceState(null, '', address);
  await import('../../src/boot/main');
  await vi.waitFor(
    () => {
      const ended = admin.mount.mock.calls.length > 0 || document.querySelector('[role="alert"]');
      expect(ended).toBeTruthy();
    },
    { timeout: 4000 },
  );
}

describe('the Mini App on a Telegram client older than Bot API 8.0 (no signature)', () => {
  it('opens the panel, signed in, with Telegram working, and blames nothing', async () => {
    await open(launchAddress(INIT_DATA, '7.10'));

    expect(signIns).toEqual([{ initData: INIT_DATA }]);
    expect(document.body.textContent).not.toContain("Server bilan bog'lanib bo'lmadi");
    expect(document.querySelector('[role="alert"]')).toBeNull();
    expect(admin.mount).toHaveBeenCalledTimes(1);
    // Telegram's side works: told the app is ready, its back button follows the panel, and the
    // init data is there for linking this Telegram account.
    expect(posted).toContain('web_app_ready');
    admin.telegram[0]?.setBackButton(() => undefined);
    expect(posted).toContain('web_app_setup_back_button');
    expect(admin.telegram[0]?.initData).toBe(INIT_DATA);
    expect(document.documentElement.classList.contains('telegram')).toBe(true);
    expect(document.querySelector('[role="status"]')).toBeNull();
  });

  it('keeps Telegram working after the address has changed and on a reload in the tab', async () => {
    await open(launchAddress(INIT_DATA, '7.10'));
    // The panel replaced the address with its own; Telegram reloads the page there.
    expect(window.location.hash).toBe('');
    vi.resetModules();
    admin.mount.mockReset();
    admin.telegram = [];
    posted = [];
    await open('/');

    expect(signIns).toHaveLength(1);
    expect(admin.mount).toHaveBeenCalledTimes(1);
    expect(posted).toContain('web_app_ready');
    // The SDK kept the back button shown for the tab; hiding it reaches Telegram.
    admin.telegram[0]?.setBackButton(null);
    expect(posted).toContain('web_app_setup_back_button');
    expect(admin.telegram[0]?.initData).toBe(INIT_DATA);
  });

  it('where the SDK cannot work at all, opens the panel and says Telegram needs updating', async () => {
    // A launch the SDK cannot read even without its init data (no platform, no theme).
    const hash = new URLSearchParams({ tgWebAppData: INIT_DATA, tgWebAppVersion: '6.0' });
    await open(`/#${hash}`);

    expect(signIns).toEqual([{ initData: INIT_DATA }]);
    expect(admin.mount).toHaveBeenCalledTimes(1);
    expect(admin.telegram[0]?.initData).toBe(INIT_DATA);
    expect(document.querySelector('[role="alert"]')).toBeNull();
    const notice = await vi.waitFor(() => {
      const shown = document.querySelector('[role="status"]');
      expect(shown).not.toBeNull();
      return shown!;
    });
    expect(notice.textContent).toContain("Telegram'ni yangilang");
    expect(notice.textContent).not.toContain("bog'lanib");
    notice.querySelector('button')!.click();
    expect(document.querySelector('[role="status"]')).toBeNull();
  });
});

describe('the Mini App on a current Telegram client (with a signature), to compare', () => {
  it('opens the panel, signed in, with Telegram working', async () => {
    const signed = `${INIT_DATA}&signature=c2lnbmF0dXJl`;
    await open(launchAddress(signed, '8.0'));

    expect(signIns).toEqual([{ initData: signed }]);
    expect(document.querySelector('[role="alert"]')).toBeNull();
    expect(admin.mount).toHaveBeenCalledTimes(1);
    expect(posted).toContain('web_app_ready');
    expect(admin.telegram[0]?.initData).toBe(signed);
    // Nothing is taken out of the address the SDK reads as it is.
    expect(sessionStorage.getItem('tapps/launchParams')).toContain('signature');
  });
});
