// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import {
  mountLoginForm,
  type LoginForm,
  type LoginFormOptions,
} from '../../../src/signIn/login/loginForm';
import { createTranslator } from '../../../src/lib/translate';
import { ApiError } from '../../../src/providers/httpClient';
import uz from '../../../src/i18n/uz';
import ru from '../../../src/i18n/ru';

const translate = createTranslator(uz);
let form: LoginForm | undefined;

afterEach(() => {
  form?.destroy();
  form = undefined;
});

function setup(overrides: Partial<LoginFormOptions> = {}) {
  form = mountLoginForm(document.body, {
    translate,
    locale: 'uz',
    theme: 'light',
    onLocaleChange: vi.fn(),
    onSubmit: vi.fn(),
    ...overrides,
  });
  return userEvent.setup();
}

const usernameField = () => screen.getByLabelText(/Foydalanuvchi nomi/);
const passwordField = () => screen.getByLabelText(/^Parol\s*\*?$/);

describe('sign-in form', () => {
  it('shows the spec texts and starts in the username field', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Admin Panelga Kirish' })).toBeInTheDocument();
    expect(usernameField()).toHaveFocus();
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Kirish' })).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('requires both fields before calling the server, and clears a hint once filled', async () => {
    const onSubmit = vi.fn();
    const user = setup({ onSubmit });
    await user.click(screen.getByRole('button', { name: 'Kirish' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText("Bu maydon to'ldirilishi shart.")).toHaveLength(2);
    expect(usernameField()).toHaveAttribute('aria-invalid', 'true');
    await user.type(usernameField(), 'admin');
    expect(usernameField()).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getAllByText("Bu maydon to'ldirilishi shart.")).toHaveLength(1);
    expect(passwordField()).toHaveAccessibleDescription("Bu maydon to'ldirilishi shart.");
  });

  it('a username of spaces counts as missing', async () => {
    const onSubmit = vi.fn();
    const user = setup({ onSubmit });
    await user.type(usernameField(), '   ');
    await user.type(passwordField(), 'secret');
    await user.click(screen.getByRole('button', { name: 'Kirish' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(usernameField()).toHaveAttribute('aria-invalid', 'true');
  });

  it("reads 'Tekshirilmoqda...' and is disabled while checking, then shows the error", async () => {
    let reject!: (error: unknown) => void;
    const onSubmit = vi.fn(() => new Promise<void>((_, r) => (reject = r)));
    const user = setup({ onSubmit });
    await user.type(usernameField(), ' admin ');
    await user.type(passwordField(), 'wrong');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('admin', 'wrong');
    expect(screen.getByRole('button', { name: 'Tekshirilmoqda...' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    reject(new ApiError('HTTP 401', 401));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Foydalanuvchi nomi yoki parol xato. Qaytadan urining.',
    );
    expect(screen.getByRole('button', { name: 'Kirish' })).toBeEnabled();
  });

  it.each([
    [429, "Juda ko'p muvaffaqiyatsiz urinish. Birozdan so'ng qayta urining."],
    [0, "Server bilan bog'lanib bo'lmadi. Internet aloqasini tekshiring."],
    [503, "Server bilan bog'lanib bo'lmadi. Internet aloqasini tekshiring."],
    [500, 'Foydalanuvchi nomi yoki parol xato. Qaytadan urining.'],
  ])('explains a %s answer', async (status, message) => {
    const user = setup({ onSubmit: () => Promise.reject(new ApiError('x', status)) });
    await user.type(usernameField(), 'admin');
    await user.type(passwordField(), 'x');
    await user.click(screen.getByRole('button', { name: 'Kirish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('removes the error when the next attempt starts', async () => {
    const onSubmit = vi
      .fn<LoginFormOptions['onSubmit']>()
      .mockRejectedValueOnce(new ApiError('x', 401))
      .mockReturnValueOnce(new Promise(() => {}));
    const user = setup({ onSubmit });
    await user.type(usernameField(), 'admin');
    await user.type(passwordField(), 'x');
    await user.click(screen.getByRole('button', { name: 'Kirish' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Kirish' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('shows and hides the password', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: "Parolni ko'rsatish" }));
    expect(passwordField()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Parolni yashirish' }));
    expect(passwordField()).toHaveAttribute('type', 'password');
  });

  it('changes language and theme in place, keeping what was typed', async () => {
    const user = setup();
    await user.type(usernameField(), 'admin');
    form!.update({ translate: createTranslator(ru), locale: 'ru', theme: 'dark' });
    expect(screen.getByRole('heading', { name: 'Вход в админ-панель' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Имя пользователя/)).toHaveValue('admin');
    expect(screen.getByRole('combobox', { name: 'Язык' })).toHaveValue('ru');
    expect(screen.getByRole('main')).toHaveAttribute('data-theme', 'dark');
  });

  it('is removed by destroy', () => {
    setup();
    form!.destroy();
    expect(screen.queryByRole('main')).toBeNull();
  });
});

describe('sign-in form language list', () => {
  it('offers the three languages in their own names and reports a change', async () => {
    const onLocaleChange = vi.fn();
    const user = setup({ onLocaleChange });
    const list = screen.getByRole('combobox', { name: 'Til' });
    expect(list).toHaveValue('uz');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      "O'zbekcha",
      'Русский',
      'English',
    ]);
    await user.selectOptions(list, 'ru');
    expect(onLocaleChange).toHaveBeenCalledWith('ru');
  });
});
