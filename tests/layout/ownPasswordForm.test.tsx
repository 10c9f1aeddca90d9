// @vitest-environment jsdom
// One's own password in the account dialog, beyond a wrong current one: the server's other
// refusals are said in a toast alone (its words are not put on a field), a result unknown as such,
// a refused form with ra-core's toast and nothing sent; the dialog stays open and the saved
// sign-in unchanged.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OwnAccountDialog from '../../src/layout/account/OwnAccountDialog';
import { getToken, saveToken } from '../../src/auth/tokenStore';
import { encodeBasicToken } from '../../src/lib/basicToken';
import { NO_CAPABILITIES } from '../../src/providers/capabilities';
import { providerError } from '../fixtures/providerError';
import { renderWithCore } from '../fixtures/renderWithCore';

const ourServer = async () => ({ ...NO_CAPABILITIES, panelAccounts: true });
const UNKNOWN =
  "Natija noma'lum: javob kelmadi. Amal bajarilgan bo'lishi mumkin, shuning uchun takrorlashdan oldin tekshiring.";

afterEach(async () => {
  localStorage.clear();
  (await import('sonner')).toast.dismiss();
});

function renderDialog(changeOwnPassword: unknown) {
  saveToken(encodeBasicToken('dilnoza', 'old-password'));
  const onClose = vi.fn();
  renderWithCore(<OwnAccountDialog username="dilnoza" onClose={onClose} />, {
    dataProvider: { getCapabilities: ourServer, changeOwnPassword },
  });
  return onClose;
}

const newPassword = () => screen.getByLabelText(/^Yangi parol/, { selector: 'input' });

async function fillPasswords(current: string, next: string) {
  await userEvent.type(
    await screen.findByLabelText(/^Joriy parol/, { selector: 'input' }),
    current,
  );
  await userEvent.type(newPassword(), next);
  await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
}

describe('the own password', () => {
  it('says another refusal in a toast, not on the field the server names', async () => {
    const changeOwnPassword = vi.fn().mockRejectedValue(providerError('password: too common', 400));
    const onClose = renderDialog(changeOwnPassword);
    await fillPasswords('old-password', 'password123');
    expect(await screen.findByText("Parolni o'zgartirishda xatolik.")).toBeInTheDocument();
    expect(newPassword()).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('too common')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(getToken()).toBe(encodeBasicToken('dilnoza', 'old-password'));
  });

  it('says that the result is unknown when no answer came', async () => {
    const changeOwnPassword = vi
      .fn()
      .mockRejectedValue(providerError('app.resultUnknown', 504, { outcome: 'unknown' }));
    const onClose = renderDialog(changeOwnPassword);
    await fillPasswords('old-password', 'new-password-1');
    expect(await screen.findByText(UNKNOWN)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses a blank current password with the form toast and sends nothing', async () => {
    const changeOwnPassword = vi.fn();
    renderDialog(changeOwnPassword);
    await userEvent.type(
      await screen.findByLabelText(/^Yangi parol/, { selector: 'input' }),
      'new-password-1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    expect(await screen.findByText('Iltimos, joriy parolni kiriting.')).toBeInTheDocument();
    expect(
      await screen.findByText("Forma noto'g'ri to'ldirilgan. Xatolarni tekshiring"),
    ).toBeInTheDocument();
    await waitFor(() => expect(changeOwnPassword).not.toHaveBeenCalled());
  });
});
