// @vitest-environment jsdom
// The Humo login wizard over the real dataProvider and a production-like fake backend: the
// two- and three-step paths, required fields, server messages and errors at every step.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HumoPage } from '../../../src/pages/humo/HumoPage';
import { renderWithCore } from '../../fixtures/renderWithCore';
import { HUMO_REFUSALS } from '../../../contract/humo';
import { FORWARD_FAILURE, fakeHumoBackend } from './fakeHumoBackend';

type Backend = ReturnType<typeof fakeHumoBackend>;

function renderPage(backend: Backend = fakeHumoBackend()) {
  renderWithCore(<HumoPage />, { dataProvider: backend.dataProvider });
  return backend;
}

const phoneField = () => screen.getByRole('textbox', { name: 'Telefon raqami' });
const codeField = () => screen.getByRole('textbox', { name: 'SMS kod' });
const passwordField = () => screen.getByLabelText(/^Ikki bosqichli parol(\s*\*)?$/);
const sendCode = () => screen.getByRole('button', { name: 'Kod yuborish' });
const verifyCode = () => screen.getByRole('button', { name: 'Kodni tasdiqlash' });
const submitPassword = () => screen.getByRole('button', { name: 'Parolni tasdiqlash' });
const fill = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

async function reachCodeStep(user: ReturnType<typeof userEvent.setup>, phone = '+998901234567') {
  fill(phoneField(), phone);
  await user.click(sendCode());
  return screen.findByRole('textbox', { name: 'SMS kod' });
}

const TWO_STEP = { message: 'Ikki bosqichli parol kerak', next: 'POST /twostep', hint: 'mushuk' };

afterEach(() => vi.useRealTimers());

describe('Humo login wizard', () => {
  it('starts at the phone step with the spec placeholder and requires the phone', async () => {
    const backend = renderPage();
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Humo xizmati' })).toBeInTheDocument();
    expect(phoneField()).toHaveAttribute('placeholder', '+998XXXXXXXXX');
    await user.click(sendCode());
    expect(await screen.findByText('Telefon raqamini kiriting.')).toBeInTheDocument();
    expect(phoneField()).toHaveAttribute('aria-invalid', 'true');
    expect(backend.calls('POST /humo/newNumber')).toHaveLength(0);
  });

  it('logs in with two steps, shows each server message and starts over', async () => {
    const backend = renderPage();
    const user = userEvent.setup();
    await screen.findByText('Profillar mavjud emas.');
    await reachCodeStep(user, '+998 90 123-45-67');
    expect(await screen.findByText('Kod yuborildi')).toBeInTheDocument();
    expect(backend.calls('POST /humo/newNumber')).toEqual([
      { url: '/api/humo/newNumber', body: { phone: '+998901234567' } },
    ]);
    expect(codeField()).toHaveAccessibleDescription('+998901234567 raqamiga yuborilgan kod.');

    await user.click(verifyCode());
    expect(await screen.findByText('SMS kodni kiriting.')).toBeInTheDocument();
    expect(backend.calls('POST /humo/smscode')).toHaveLength(0);

    fill(codeField(), ' 12345 ');
    await user.click(verifyCode());
    expect(await screen.findByText('Muvaffaqiyatli kirildi')).toBeInTheDocument();
    // The newer message replaces the older one instead of waiting behind it.
    expect(screen.queryByText('Kod yuborildi')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Muvaffaqiyatli kirildi');
    expect(backend.calls('POST /humo/smscode')).toEqual([
      { url: '/api/humo/smscode', body: { phone: '+998901234567', code: '12345' } },
    ]);
    // Back at the start, and the account list is read again.
    expect(phoneField()).toHaveValue('');
    expect(sendCode()).toBeInTheDocument();
    expect(backend.calls('POST /humo/twostep')).toHaveLength(0);
    await waitFor(() => expect(backend.calls('GET /humo/active')).toHaveLength(2));
  });

  it.each([
    ['at the top level', TWO_STEP],
    [
      'under data',
      { message: TWO_STEP.message, data: { next: TWO_STEP.next, hint: TWO_STEP.hint } },
    ],
  ])('asks for the two-step password with the hint when told %s', async (_where, answer) => {
    const backend = renderPage(
      fakeHumoBackend([], { 'POST /humo/smscode': () => ({ body: answer }) }),
    );
    const user = userEvent.setup();
    await reachCodeStep(user);
    fill(codeField(), '12345');
    await user.click(verifyCode());
    expect(await screen.findByText('Parol eslatmasi: mushuk')).toBeInTheDocument();
    expect(screen.getByText('Ikki bosqichli parol kerak')).toBeInTheDocument();
    expect(passwordField()).toHaveAttribute('type', 'password');

    await user.click(submitPassword());
    expect(await screen.findByText('Parolni kiriting.')).toBeInTheDocument();
    expect(backend.calls('POST /humo/twostep')).toHaveLength(0);

    fill(passwordField(), ' my secret ');
    await user.click(screen.getByRole('button', { name: "Parolni ko'rsatish" }));
    expect(passwordField()).toHaveAttribute('type', 'text');
    await user.click(submitPassword());
    expect(await screen.findByText('Parol qabul qilindi')).toBeInTheDocument();
    expect(backend.calls('POST /humo/twostep')).toEqual([
      { url: '/api/humo/twostep', body: { phone: '+998901234567', password: ' my secret ' } },
    ]);
    expect(phoneField()).toHaveValue('');
    expect(screen.queryByText('Parol eslatmasi: mushuk')).not.toBeInTheDocument();
    await waitFor(() => expect(backend.calls('GET /humo/active')).toHaveLength(2));
  });

  it('uses its own words when a step answers without a message', async () => {
    renderPage(
      fakeHumoBackend([], {
        'POST /humo/newNumber': () => ({ status: 200 }),
        'POST /humo/smscode': () => ({ body: {} }),
      }),
    );
    const user = userEvent.setup();
    await reachCodeStep(user);
    expect(await screen.findByText('Kod yuborildi.')).toBeInTheDocument();
    fill(codeField(), '1');
    await user.click(verifyCode());
    expect(await screen.findByText('Hisob muvaffaqiyatli ulandi.')).toBeInTheDocument();
  });

  it("shows the production helper's 500 text at the phone step and stays there", async () => {
    renderPage(fakeHumoBackend([], { 'POST /humo/newNumber': () => FORWARD_FAILURE }));
    const user = userEvent.setup();
    fill(phoneField(), '+998901234567');
    await user.click(sendCode());
    expect(await screen.findByText('Failed to forward request')).toBeInTheDocument();
    expect(phoneField()).toHaveValue('+998901234567');
    expect(screen.queryByRole('textbox', { name: 'SMS kod' })).not.toBeInTheDocument();
  });

  it('shows the server message at the code step and keeps the code', async () => {
    renderPage(
      fakeHumoBackend([], {
        'POST /humo/smscode': () => ({ status: 400, body: { message: "Kod noto'g'ri" } }),
      }),
    );
    const user = userEvent.setup();
    await reachCodeStep(user);
    fill(codeField(), '00000');
    await user.click(verifyCode());
    expect(await screen.findByText("Kod noto'g'ri")).toBeInTheDocument();
    expect(codeField()).toHaveValue('00000');
    expect(verifyCode()).toBeEnabled();
  });

  it.each([
    ['the 500 text', FORWARD_FAILURE, 'Failed to forward request'],
    [
      'the detail field',
      { status: 400, body: { detail: 'PASSWORD_HASH_INVALID' } },
      'PASSWORD_HASH_INVALID',
    ],
    ['no explanation', { status: 500 }, 'Xatolik yuz berdi'],
    ['an HTML page', { status: 502, body: '<html>Bad gateway</html>' }, 'Xatolik yuz berdi'],
  ])('shows %s at the password step and stays there', async (_name, failure, shown) => {
    renderPage(
      fakeHumoBackend([], {
        'POST /humo/smscode': () => ({ body: TWO_STEP }),
        'POST /humo/twostep': () => failure,
      }),
    );
    const user = userEvent.setup();
    await reachCodeStep(user);
    fill(codeField(), '12345');
    await user.click(verifyCode());
    fill(await screen.findByLabelText(/^Ikki bosqichli parol(\s*\*)?$/), 'wrong');
    await user.click(submitPassword());
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(passwordField()).toHaveValue('wrong');
    expect(screen.getByText('Parol eslatmasi: mushuk')).toBeInTheDocument();
  });

  it("says the gateway's refusal of a wrong code in the UI language, not its English", async () => {
    renderPage(
      fakeHumoBackend([], {
        'POST /humo/smscode': () => ({
          status: 422,
          body: {
            message: 'The Humo service did not accept the SMS code; check it and try again',
            code: HUMO_REFUSALS.smscode,
          },
        }),
      }),
    );
    const user = userEvent.setup();
    await reachCodeStep(user);
    fill(codeField(), '99999');
    await user.click(verifyCode());
    expect(
      await screen.findByText("SMS kod qabul qilinmadi. Kodni tekshirib, qayta urinib ko'ring."),
    ).toBeInTheDocument();
    expect(screen.queryByText(/did not accept/)).not.toBeInTheDocument();
    expect(codeField()).toHaveValue('99999');
  });

  it('goes back to the phone step on demand', async () => {
    renderPage();
    const user = userEvent.setup();
    await reachCodeStep(user);
    await user.click(screen.getByRole('button', { name: 'Boshidan boshlash' }));
    expect(phoneField()).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Boshidan boshlash' })).not.toBeInTheDocument();
  });

  it('closes its notifications after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage(fakeHumoBackend([], { 'POST /humo/newNumber': () => FORWARD_FAILURE }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    fill(phoneField(), '+998901234567');
    await user.click(sendCode());
    expect(await screen.findByText('Failed to forward request')).toBeInTheDocument();
    // Still there after react-admin's default 4 s.
    await act(async () => {
      vi.advanceTimersByTime(4300);
    });
    expect(screen.getByText('Failed to forward request')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(1700);
    });
    await waitFor(() =>
      expect(screen.queryByText('Failed to forward request')).not.toBeInTheDocument(),
    );
  });
});
