// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { showStandaloneLogin } from '../../src/boot/standaloneLogin';
import { AUTH_TOKEN_KEY, secondStepPending } from '../../src/auth/tokenStore';
import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '../../src/settings/settings';
import { createStartUp } from '../../src/boot/startUp';
import { fakeFetch } from '../fixtures/fakeFetch';

const PREFS = 'RaStorePaymentsAdmin.';

function answerFeatures(status: number) {
  const fake = fakeFetch((request) =>
    request.url.endsWith('/features')
      ? { status, body: status === 200 ? {} : { message: 'x' } }
      : {},
  );
  vi.stubGlobal('fetch', fake.fetchImpl);
  return fake.requests;
}

async function fillAndSubmit(password = 'secret') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Foydalanuvchi nomi/), 'admin');
  await user.type(screen.getByLabelText(/^Parol\s*\*?$/), password);
  await user.click(screen.getByRole('button', { name: 'Kirish' }));
}

/** The start-up with the API at /api and no address lookup, or `settings` over that. */
const startUp = (settings: Partial<RuntimeConfig> = {}) =>
  createStartUp({ ...DEFAULT_RUNTIME_CONFIG, apiUrl: '/api', geolocationUrl: '', ...settings });

beforeEach(() => localStorage.clear());

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  document.documentElement.lang = 'uz';
});

describe('the signed-out /login page', () => {
  it('shows the saved language and theme', async () => {
    localStorage.setItem(`${PREFS}locale`, JSON.stringify('ru'));
    localStorage.setItem(`${PREFS}theme`, JSON.stringify('dark'));
    void showStandaloneLogin(document.body, {
      startUp: Promise.resolve(startUp()),
      loadAdmin: vi.fn(),
    });
    await screen.findByRole('heading', { name: 'Вход в админ-панель' });
    expect(screen.getByRole('main')).toHaveAttribute('data-theme', 'dark');
    expect(document.documentElement.lang).toBe('ru');
  });

  it('switches language, remembers it, and keeps the later of two quick choices', async () => {
    void showStandaloneLogin(document.body, {
      startUp: Promise.resolve(startUp()),
      loadAdmin: vi.fn(),
    });
    const user = userEvent.setup();
    const list = await screen.findByRole('combobox', { name: 'Til' });
    await user.selectOptions(list, 'en');
    await user.selectOptions(list, 'ru');
    await screen.findByRole('heading', { name: 'Вход в админ-панель' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Вход в админ-панель');
    expect(localStorage.getItem(`${PREFS}locale`)).toBe('"ru"');
    expect(document.documentElement.lang).toBe('ru');
  });

  it('signs in, waits for the admin app, then hands the page over to it', async () => {
    const requests = answerFeatures(200);
    const start = vi.fn();
    let finishLoading!: () => void;
    const loadAdmin = vi.fn(
      () => new Promise<() => void>((resolve) => (finishLoading = () => resolve(start))),
    );
    void showStandaloneLogin(document.body, { startUp: Promise.resolve(startUp()), loadAdmin });
    await fillAndSubmit();
    await waitFor(() => expect(loadAdmin).toHaveBeenCalled());
    expect(requests[0].url).toBe('/api/features');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).not.toBeNull();
    // Still busy (not blank) while the app downloads.
    expect(screen.getByRole('button', { name: 'Tekshirilmoqda...' })).toBeDisabled();
    finishLoading();
    await waitFor(() => expect(start).toHaveBeenCalled());
    expect(screen.queryByRole('main')).toBeNull();
  });

  it('does not call the API before the runtime settings are read', async () => {
    const requests = answerFeatures(200);
    let settle!: (settled: ReturnType<typeof startUp>) => void;
    const later = new Promise<ReturnType<typeof startUp>>((resolve) => (settle = resolve));
    void showStandaloneLogin(document.body, { startUp: later, loadAdmin: async () => () => {} });
    await fillAndSubmit();
    expect(requests).toHaveLength(0);
    settle(startUp({ apiUrl: 'https://api.example' }));
    await waitFor(() => expect(requests[0]?.url).toBe('https://api.example/features'));
  });

  it('refused credentials: the spec message, no token, no app download', async () => {
    answerFeatures(401);
    const loadAdmin = vi.fn();
    void showStandaloneLogin(document.body, { startUp: Promise.resolve(startUp()), loadAdmin });
    await fillAndSubmit('wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Foydalanuvchi nomi yoki parol xato. Qaytadan urining.',
    );
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(loadAdmin).not.toHaveBeenCalled();
  });

  it("our server's second step: the sign-in kept, marked pending, and the app loaded for it", async () => {
    const fake = fakeFetch(() => ({
      status: 401,
      body: { message: 'A second step is needed', reason: 'second_step' },
    }));
    vi.stubGlobal('fetch', fake.fetchImpl);
    const start = vi.fn();
    const loadAdmin = vi.fn(async () => start);
    void showStandaloneLogin(document.body, { startUp: Promise.resolve(startUp()), loadAdmin });
    await fillAndSubmit();
    await waitFor(() => expect(start).toHaveBeenCalled());
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).not.toBeNull();
    expect(secondStepPending()).toBe('second_step');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an app that cannot be downloaded reads as a connection problem, not a wrong password', async () => {
    answerFeatures(200);
    void showStandaloneLogin(document.body, {
      startUp: Promise.resolve(startUp()),
      loadAdmin: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    });
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Server bilan bog'lanib bo'lmadi. Internet aloqasini tekshiring.",
    );
    expect(screen.getByRole('button', { name: 'Kirish' })).toBeEnabled();
  });
});
