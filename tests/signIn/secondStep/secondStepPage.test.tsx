// @vitest-environment jsdom
// The second step's page (/second-step): the authenticator's code posted, a wrong one said on its
// field, the lock-out said, a recovery code instead, a passkey (and a browser without any told so),
// the set-up of a first one with its QR code and its recovery codes shown once; passed, the panel
// opens where the admin was going, the sign-in recorded; "sign out" ends the session.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { HttpError } from 'ra-core';
import SecondStepPage from '../../../src/signIn/secondStep/SecondStepPage';
import {
  getToken,
  markSecondStepPending,
  saveToken,
  secondStepPending,
} from '../../../src/auth/tokenStore';
import { rememberReturnPath } from '../../../src/auth/returnPath';
import { createAuthProvider } from '../../../src/providers/authProvider';
import type { SecondStepReason, SecondStepState } from '../../../contract/secondStep';
import { encodeBasicToken } from '../../../src/lib/basicToken';
import { renderWithCore } from '../../fixtures/renderWithCore';

const webAuthn = vi.hoisted(() => ({
  browserSupportsWebAuthn: vi.fn(() => false),
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
}));
vi.mock('@simplewebauthn/browser', () => webAuthn);

const TOKEN = encodeBasicToken('dilnoza', 'parol-123');
const WITH_TOTP: SecondStepState = {
  required: false,
  totp: true,
  passkeys: [],
  recoveryCodesLeft: 10,
};
const CODES = Array.from({ length: 10 }, (_, index) => `kod${index}-abcd`);

function renderPage(reason: SecondStepReason, dataProvider: object) {
  saveToken(TOKEN);
  markSecondStepPending(reason);
  const http = vi.fn(async () => ({ status: 201, headers: new Headers(), body: '', data: {} }));
  renderWithCore(
    <Routes>
      <Route path="/second-step" element={<SecondStepPage />} />
      <Route path="/" element={<p>Bosh sahifa</p>} />
      <Route path="/transactions" element={<p>Tranzaksiyalar sahifasi</p>} />
      <Route path="/login" element={<p>Kirish sahifasi</p>} />
    </Routes>,
    {
      path: '/second-step',
      authProvider: createAuthProvider(http as never, { geolocationUrl: '' }),
      dataProvider: { getSecondStep: async () => WITH_TOTP, ...dataProvider },
    },
  );
  return { http };
}

const codeField = () => screen.findByLabelText(/^Tasdiqlash kodi/, { selector: 'input' });

async function sendCode(code: string) {
  await userEvent.type(await codeField(), code);
  await userEvent.click(screen.getByRole('button', { name: 'Tasdiqlash' }));
}

beforeEach(() => {
  webAuthn.browserSupportsWebAuthn.mockReturnValue(false);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('the second step of an account that has one', () => {
  it('posts the code and opens the panel where the admin was going, the sign-in recorded', async () => {
    rememberReturnPath('/transactions');
    const passSecondStep = vi.fn(async () => undefined);
    const { http } = renderPage('second_step', { passSecondStep });
    expect(
      await screen.findByRole('heading', { name: 'Kirishni tasdiqlang', level: 1 }),
    ).toBeInTheDocument();
    const field = await codeField();
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    await sendCode('12a3456');
    expect(passSecondStep).toHaveBeenCalledWith({ code: '123456' });
    expect(await screen.findByText('Tranzaksiyalar sahifasi')).toBeInTheDocument();
    expect(secondStepPending()).toBeNull();
    expect(getToken()).toBe(TOKEN);
    await waitFor(() => expect(http).toHaveBeenCalledWith('/admin/login-info', expect.anything()));
  });

  it('says a wrong code on its field, in the UI language, and stays', async () => {
    const passSecondStep = vi.fn(async () => {
      throw new HttpError('code: is not the code the authenticator app shows now', 400, {
        message: 'code: is not the code the authenticator app shows now',
        errors: { code: 'is not the code the authenticator app shows now' },
      });
    });
    renderPage('second_step', { passSecondStep });
    await sendCode('111111');
    const field = await codeField();
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription("Kod noto'g'ri. Qaytadan urining."),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(secondStepPending()).toBe('second_step');
    expect(screen.queryByText('Bosh sahifa')).toBeNull();
  });

  it('says the lock-out after too many tries', async () => {
    const passSecondStep = vi.fn(async () => {
      throw new HttpError('Too many failed sign-in attempts. Try again later.', 429, {});
    });
    renderPage('second_step', { passSecondStep });
    await sendCode('222222');
    expect(
      await screen.findByText("Juda ko'p noto'g'ri urinish. Birozdan so'ng qayta urining."),
    ).toBeInTheDocument();
  });

  it('asks for six digits before sending anything', async () => {
    const passSecondStep = vi.fn(async () => undefined);
    renderPage('second_step', { passSecondStep });
    await sendCode('123');
    expect(await screen.findByText("Kod 6 ta raqamdan iborat bo'lishi kerak.")).toBeInTheDocument();
    expect(passSecondStep).not.toHaveBeenCalled();
  });

  it('takes a recovery code instead, and says a wrong one', async () => {
    const passSecondStep = vi
      .fn()
      .mockRejectedValueOnce(
        new HttpError("recoveryCode: is not one of this account's unused recovery codes", 400, {}),
      )
      .mockResolvedValueOnce(undefined);
    renderPage('second_step', { passSecondStep });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Tiklash kodidan foydalanish' }),
    );
    const field = await screen.findByLabelText(/^Tiklash kodi/, { selector: 'input' });
    await userEvent.type(field, 'abcd-efgh');
    await userEvent.click(screen.getByRole('button', { name: 'Tasdiqlash' }));
    expect(
      await screen.findByText("Tiklash kodi noto'g'ri yoki allaqachon ishlatilgan."),
    ).toBeInTheDocument();
    expect(passSecondStep).toHaveBeenLastCalledWith({ recoveryCode: 'abcd-efgh' });
    await userEvent.clear(field);
    await userEvent.type(field, 'ijkl-mnop');
    await userEvent.click(screen.getByRole('button', { name: 'Tasdiqlash' }));
    expect(await screen.findByText('Bosh sahifa')).toBeInTheDocument();
    expect(passSecondStep).toHaveBeenLastCalledWith({ recoveryCode: 'ijkl-mnop' });
  });

  it('offers a passkey where the account has one, and passes with it', async () => {
    webAuthn.browserSupportsWebAuthn.mockReturnValue(true);
    webAuthn.startAuthentication.mockResolvedValue({ id: 'cred-1', type: 'public-key' });
    const passkeyOptions = vi.fn(async () => ({ challenge: 'abc' }));
    const passWithPasskey = vi.fn(async () => undefined);
    renderPage('second_step', {
      getSecondStep: async () => ({
        ...WITH_TOTP,
        passkeys: [{ id: 1, name: 'Ish noutbuki', createdAt: '2026-11-01T10:00:00Z' }],
      }),
      passkeyOptions,
      passWithPasskey,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Passkey bilan tasdiqlash' }));
    expect(await screen.findByText('Bosh sahifa')).toBeInTheDocument();
    expect(webAuthn.startAuthentication).toHaveBeenCalledWith({
      optionsJSON: { challenge: 'abc' },
    });
    expect(passWithPasskey).toHaveBeenCalledWith({ id: 'cred-1', type: 'public-key' });
  });

  it('tells a browser without passkeys so, asking the server nothing', async () => {
    const passkeyOptions = vi.fn(async () => ({ challenge: 'abc' }));
    renderPage('second_step', {
      getSecondStep: async () => {
        throw new HttpError('Server error', 500, {});
      },
      passkeyOptions,
    });
    // The state could not be read: the passkey is offered all the same.
    await userEvent.click(await screen.findByRole('button', { name: 'Passkey bilan tasdiqlash' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Bu brauzer passkey'ni qo'llab-quvvatlamaydi",
    );
    expect(passkeyOptions).not.toHaveBeenCalled();
    expect(await codeField()).toBeInTheDocument();
  });

  it('signs out from the page', async () => {
    renderPage('second_step', {});
    await userEvent.click(await screen.findByRole('button', { name: 'Chiqish' }));
    expect(await screen.findByText('Kirish sahifasi')).toBeInTheDocument();
    expect(getToken()).toBeNull();
    expect(secondStepPending()).toBeNull();
  });
});

describe('a first second step, which the role must have', () => {
  it('sets up an authenticator with its QR code, then shows the recovery codes once', async () => {
    const setUpTotp = vi.fn(async () => ({
      secret: 'JBSWY3DPEHPK3PXP',
      uri: 'otpauth://totp/Panel:dilnoza?secret=JBSWY3DPEHPK3PXP&issuer=Panel',
    }));
    const confirmTotp = vi.fn(async () => CODES);
    renderPage('second_step_setup', { setUpTotp, confirmTotp });
    expect(
      await screen.findByRole('heading', { name: 'Ikkinchi bosqichni sozlang', level: 1 }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Autentifikator ilovasi/ }));
    const qr = await screen.findByRole('img', { name: 'Autentifikator ilovasi uchun QR kod' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    expect(screen.getByLabelText('Kalit')).toHaveValue('JBSWY3DPEHPK3PXP');
    expect(setUpTotp).toHaveBeenCalledTimes(1);
    await sendCode('654321');
    expect(confirmTotp).toHaveBeenCalledWith('654321');
    const list = await screen.findByRole('list', { name: '10 ta tiklash kodi' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    // Still pending until the codes are seen: a reload now would not show them again anyway.
    expect(secondStepPending()).toBe('second_step_setup');
    await userEvent.click(screen.getByRole('button', { name: 'Saqladim, davom etish' }));
    expect(await screen.findByText('Bosh sahifa')).toBeInTheDocument();
    expect(screen.queryByText(CODES[0])).toBeNull();
    expect(secondStepPending()).toBeNull();
  });

  it('registers a passkey instead, named, and shows its recovery codes', async () => {
    webAuthn.browserSupportsWebAuthn.mockReturnValue(true);
    webAuthn.startRegistration.mockResolvedValue({ id: 'new-cred', type: 'public-key' });
    const passkeyRegistrationOptions = vi.fn(async () => ({ challenge: 'xyz' }));
    const registerPasskey = vi.fn(async () => CODES);
    renderPage('second_step_setup', { passkeyRegistrationOptions, registerPasskey });
    await userEvent.click(await screen.findByRole('button', { name: /Passkey/ }));
    const name = await screen.findByLabelText(/^Passkey nomi/, { selector: 'input' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Ish noutbuki');
    await userEvent.click(screen.getByRole('button', { name: 'Passkey yaratish' }));
    expect(await screen.findByRole('list', { name: '10 ta tiklash kodi' })).toBeInTheDocument();
    expect(webAuthn.startRegistration).toHaveBeenCalledWith({ optionsJSON: { challenge: 'xyz' } });
    expect(registerPasskey).toHaveBeenCalledWith(
      { id: 'new-cred', type: 'public-key' },
      'Ish noutbuki',
    );
  });
});
