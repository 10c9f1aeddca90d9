// @vitest-environment jsdom
// The Humo wizard as a form: blank-but-spaces is missing, the required marks, the server's field
// errors on the field they name, the step shown and focused, and the notice's close button.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HumoPage } from '../../../src/pages/humo/HumoPage';
import { renderWithCore } from '../../fixtures/renderWithCore';
import { fakeHumoBackend } from './fakeHumoBackend';

type Backend = ReturnType<typeof fakeHumoBackend>;

function renderPage(backend: Backend = fakeHumoBackend()) {
  renderWithCore(<HumoPage />, { dataProvider: backend.dataProvider });
  return backend;
}

const phoneField = () => screen.getByRole('textbox', { name: 'Telefon raqami' });
const codeField = () => screen.getByRole('textbox', { name: 'SMS kod' });
const sendCode = () => screen.getByRole('button', { name: 'Kod yuborish' });
const verifyCode = () => screen.getByRole('button', { name: 'Kodni tasdiqlash' });
const fill = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const currentStep = () => document.querySelector('[aria-current="step"]');

describe('Humo wizard form', () => {
  it('marks the phone as required and refuses one made of spaces', async () => {
    const backend = renderPage();
    const user = userEvent.setup();
    expect(phoneField()).toBeRequired();
    expect(phoneField()).toHaveAttribute('type', 'tel');
    fill(phoneField(), '   ');
    await user.click(sendCode());
    expect(await screen.findByText('Telefon raqamini kiriting.')).toBeInTheDocument();
    expect(phoneField()).toHaveAccessibleDescription('Telefon raqamini kiriting.');
    expect(backend.calls('POST /humo/newNumber')).toHaveLength(0);
  });

  it('shows the step it is at and focuses the code field at the second step', async () => {
    renderPage();
    const user = userEvent.setup();
    expect(currentStep()).toHaveTextContent('Telefon raqami');
    fill(phoneField(), '+998901234567');
    await user.click(sendCode());
    await screen.findByRole('textbox', { name: 'SMS kod' });
    expect(currentStep()).toHaveTextContent('SMS kod');
    expect(codeField()).toBeRequired();
    await waitFor(() => expect(codeField()).toHaveFocus());
    fill(codeField(), '   ');
    await user.click(verifyCode());
    expect(await screen.findByText('SMS kodni kiriting.')).toBeInTheDocument();
  });

  it("puts the server's phone error on the phone field and still says it", async () => {
    renderPage(
      fakeHumoBackend([], {
        'POST /humo/newNumber': () => ({
          status: 400,
          body: { message: 'phone: must start with +998' },
        }),
      }),
    );
    const user = userEvent.setup();
    fill(phoneField(), '+7 900 000 00 00');
    await user.click(sendCode());
    expect(await screen.findByText('phone: must start with +998')).toBeInTheDocument();
    expect(phoneField()).toHaveAttribute('aria-invalid', 'true');
    expect(phoneField()).toHaveAccessibleDescription('must start with +998');
    expect(phoneField()).toHaveValue('+7 900 000 00 00');
    // Typing again takes the server's word away.
    fill(phoneField(), '+998901234567');
    await waitFor(() => expect(phoneField()).toHaveAttribute('aria-invalid', 'false'));
  });

  it("puts the server's code error on the code field", async () => {
    const backend = renderPage(
      fakeHumoBackend([], {
        'POST /humo/smscode': () => ({ status: 400, body: { message: 'code: expired' } }),
      }),
    );
    const user = userEvent.setup();
    fill(phoneField(), '+998901234567');
    await user.click(sendCode());
    fill(await screen.findByRole('textbox', { name: 'SMS kod' }), '11111');
    await user.click(verifyCode());
    expect(await screen.findByText('code: expired')).toBeInTheDocument();
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(codeField()).toHaveAccessibleDescription('expired');
    expect(backend.calls('POST /humo/smscode')).toEqual([
      { url: '/api/humo/smscode', body: { phone: '+998901234567', code: '11111' } },
    ]);
  });

  it('closes its notice on demand', async () => {
    renderPage();
    const user = userEvent.setup();
    fill(phoneField(), '+998901234567');
    await user.click(sendCode());
    expect(await screen.findByRole('status')).toHaveTextContent('Kod yuborildi');
    await user.click(screen.getByRole('button', { name: 'Yopish' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText('Kod yuborildi')).not.toBeInTheDocument();
  });
});
