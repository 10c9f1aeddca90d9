// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginView } from '../../src/layout/login/LoginView';
import { createTranslator } from '../../src/lib/translate';
import { ApiError } from '../../src/providers/httpClient';
import uz from '../../i18n/uz';

const translate = createTranslator(uz);

function setup(onSubmit: (u: string, p: string) => Promise<void>) {
  render(
    <LoginView translate={translate} onSubmit={onSubmit} locale="uz" onLocaleChange={vi.fn()} />,
  );
  return userEvent.setup();
}

describe('LoginView', () => {
  it('shows the spec texts', () => {
    setup(vi.fn());
    expect(screen.getByRole('heading', { name: 'Admin Panelga Kirish' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Foydalanuvchi nomi/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Parol\s*\*?$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kirish' })).toBeEnabled();
  });

  it('requires both fields before calling the server', async () => {
    const onSubmit = vi.fn();
    const user = setup(onSubmit);
    await user.click(screen.getByRole('button', { name: 'Kirish' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText("Bu maydon to'ldirilishi shart.")).toHaveLength(2);
  });

  it("reads 'Tekshirilmoqda...' and is disabled while checking, then shows the error", async () => {
    let reject!: (error: unknown) => void;
    const onSubmit = vi.fn(() => new Promise<void>((_, r) => (reject = r)));
    const user = setup(onSubmit);
    await user.type(screen.getByLabelText(/Foydalanuvchi nomi/), ' admin ');
    await user.type(screen.getByLabelText(/^Parol\s*\*?$/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Kirish' }));
    expect(onSubmit).toHaveBeenCalledWith('admin', 'wrong');
    expect(screen.getByRole('button', { name: 'Tekshirilmoqda...' })).toBeDisabled();
    reject(new ApiError('HTTP 401', 401));
    expect(
      await screen.findByText('Foydalanuvchi nomi yoki parol xato. Qaytadan urining.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kirish' })).toBeEnabled();
  });

  it.each([
    [429, "Juda ko'p muvaffaqiyatsiz urinish. Birozdan so'ng qayta urining."],
    [0, "Server bilan bog'lanib bo'lmadi. Internet aloqasini tekshiring."],
    [500, 'Foydalanuvchi nomi yoki parol xato. Qaytadan urining.'],
  ])('explains a %s answer', async (status, message) => {
    const user = setup(() => Promise.reject(new ApiError('x', status)));
    await user.type(screen.getByLabelText(/Foydalanuvchi nomi/), 'admin');
    await user.type(screen.getByLabelText(/^Parol\s*\*?$/), 'x');
    await user.click(screen.getByRole('button', { name: 'Kirish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('shows and hides the password', async () => {
    const user = setup(vi.fn());
    const password = screen.getByLabelText(/^Parol\s*\*?$/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: "Parolni ko'rsatish" }));
    expect(password).toHaveAttribute('type', 'text');
  });
});

describe('LoginView language list', () => {
  it('offers the three languages and reports a change', async () => {
    const onLocaleChange = vi.fn();
    render(
      <LoginView
        translate={translate}
        onSubmit={vi.fn()}
        locale="uz"
        onLocaleChange={onLocaleChange}
      />,
    );
    const list = screen.getByRole('combobox', { name: 'Til' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      "O'zbekcha",
      'Русский',
      'English',
    ]);
    await userEvent.setup().selectOptions(list, 'ru');
    expect(onLocaleChange).toHaveBeenCalledWith('ru');
  });
});
