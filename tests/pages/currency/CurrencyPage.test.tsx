// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CurrencyPage } from '../../../src/pages/currency/CurrencyPage';
import { formatDateTime } from '../../../src/lib/dates';
import type { ExchangeRates } from '../../../src/providers/currency';
import { providerError } from '../../fixtures/providerError';
import { renderWithCore } from '../../fixtures/renderWithCore';

const EMPTY = "Hozircha birorta ham valyuta kursi o'rnatilmagan. Iltimos, birinchisini qo'shing.";
const UPDATED = 'Kurs muvaffaqiyatli yangilandi!';

/** A rates backend: `latest` null answers 404 like the real one; updates become the latest. */
function fakeCurrencyProvider(latest: ExchangeRates | null) {
  let current = latest;
  return {
    getLatestRates: vi.fn(async () => {
      if (!current) throw providerError('HTTP 404', 404);
      return { ...current };
    }),
    updateRates: vi.fn(async (rates: { uzsToRub: number; rubToUzs: number }) => {
      current = { ...rates, createdAt: '2025-10-01T08:30:00Z' };
    }),
  };
}

const fields = () => ({
  uzsToRub: screen.getByRole('textbox', { name: 'RUB (1000 UZS uchun)' }),
  rubToUzs: screen.getByRole('textbox', { name: 'UZS (1 RUB uchun)' }),
});

async function fillAndSave(uzsToRub: string, rubToUzs: string, user = userEvent.setup()) {
  const { uzsToRub: first, rubToUzs: second } = fields();
  if (uzsToRub) await user.type(first, uzsToRub);
  if (rubToUzs) await user.type(second, rubToUzs);
  await user.click(screen.getByRole('button', { name: 'Saqlash' }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('CurrencyPage', () => {
  it('shows both rates with Uzbek grouping, up to 4 decimals, and the update time', async () => {
    renderWithCore(<CurrencyPage />, {
      dataProvider: fakeCurrencyProvider({
        uzsToRub: 7.81234,
        rubToUzs: 128.5,
        createdAt: '2025-09-21T11:56:11Z',
      }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Valyuta kurslari' })).toBeInTheDocument();
    expect(await screen.findByText('1000 UZS = 7,8123 RUB')).toBeInTheDocument();
    expect(screen.getByText('1 RUB = 128,5 UZS')).toBeInTheDocument();
    const expected = formatDateTime(new Date('2025-09-21T11:56:11Z'));
    expect(expected).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    expect(screen.getByText(`Oxirgi yangilanish: ${expected}`)).toBeInTheDocument();
  });

  it('reads a zone-less time in the configured server zone', async () => {
    renderWithCore(<CurrencyPage />, {
      settings: { serverTimeZone: 'Asia/Tashkent' },
      dataProvider: fakeCurrencyProvider({
        uzsToRub: 7.8,
        rubToUzs: 128,
        createdAt: '2025-09-21T11:56:11.123456',
      }),
    });
    // 11:56 in Tashkent (UTC+5) is 06:56 UTC.
    const expected = formatDateTime(new Date('2025-09-21T06:56:11Z'));
    expect(await screen.findByText(`Oxirgi yangilanish: ${expected}`)).toBeInTheDocument();
  });

  it('invites the first rate on a 404 and lets the form add it', async () => {
    const provider = fakeCurrencyProvider(null);
    renderWithCore(<CurrencyPage />, { dataProvider: provider });
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    await fillAndSave('7,8', '128');
    expect(await screen.findByText(UPDATED)).toBeInTheDocument();
    expect(provider.updateRates).toHaveBeenCalledWith({ uzsToRub: 7.8, rubToUzs: 128 });
    expect(await screen.findByText('1000 UZS = 7,8 RUB')).toBeInTheDocument();
    expect(screen.queryByText(EMPTY)).not.toBeInTheDocument();
  });

  it('says the rates could not be loaded on other errors, and retries on demand', async () => {
    const provider = fakeCurrencyProvider({ uzsToRub: 7.8, rubToUzs: 128, createdAt: '' });
    provider.getLatestRates.mockRejectedValueOnce(providerError('HTTP 500', 500));
    renderWithCore(<CurrencyPage />, { dataProvider: provider });
    expect(await screen.findByText('Kurslarni yuklashda xatolik yuz berdi.')).toBeInTheDocument();
    expect(screen.queryByText(EMPTY)).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Qayta urinish' }));
    expect(await screen.findByText('1000 UZS = 7,8 RUB')).toBeInTheDocument();
  });

  it.each([
    ['', ''],
    ['7,8', ''],
    ['', '128'],
  ])('requires both fields (%j, %j) before calling the server', async (first, second) => {
    const provider = fakeCurrencyProvider(null);
    renderWithCore(<CurrencyPage />, { dataProvider: provider });
    await screen.findByText(EMPTY);
    await fillAndSave(first, second);
    expect(await screen.findByText("Iltimos, ikkala maydonni ham to'ldiring.")).toBeInTheDocument();
    expect(provider.updateRates).not.toHaveBeenCalled();
  });

  it.each([
    ['abc', '128'],
    ['0', '128'],
    ['7,8', '-1'],
    ['1,234.5', '128'],
  ])('refuses %j / %j as rates', async (first, second) => {
    const provider = fakeCurrencyProvider(null);
    renderWithCore(<CurrencyPage />, { dataProvider: provider });
    await screen.findByText(EMPTY);
    await fillAndSave(first, second);
    expect(
      await screen.findByText('Iltimos, musbat son kiriting (masalan, 0,85 yoki 117.5).'),
    ).toBeInTheDocument();
    expect(provider.updateRates).not.toHaveBeenCalled();
  });

  it.each([
    ['0.85', '117,5', 0.85, 117.5],
    ['7,8123', '128.0001', 7.8123, 128.0001],
  ])('sends %j and %j as numbers', async (first, second, uzsToRub, rubToUzs) => {
    const provider = fakeCurrencyProvider(null);
    renderWithCore(<CurrencyPage />, { dataProvider: provider });
    await screen.findByText(EMPTY);
    await fillAndSave(first, second);
    await waitFor(() => expect(provider.updateRates).toHaveBeenCalledWith({ uzsToRub, rubToUzs }));
  });

  it('shows the success message for 3 s, clears the form and re-reads the rates', async () => {
    const provider = fakeCurrencyProvider({ uzsToRub: 7.8, rubToUzs: 128, createdAt: '' });
    renderWithCore(<CurrencyPage />, { dataProvider: provider });
    await screen.findByText('1000 UZS = 7,8 RUB');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await fillAndSave('8,1', '123,45', user);
    expect(await screen.findByText(UPDATED)).toBeInTheDocument();
    expect(await screen.findByText('1000 UZS = 8,1 RUB')).toBeInTheDocument();
    expect(screen.getByText('1 RUB = 123,45 UZS')).toBeInTheDocument();
    expect(provider.getLatestRates).toHaveBeenCalledTimes(2);
    expect(fields().uzsToRub).toHaveValue('');
    await act(async () => {
      vi.advanceTimersByTime(2500);
    });
    expect(screen.getByText(UPDATED)).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(600);
    });
    expect(screen.queryByText(UPDATED)).not.toBeInTheDocument();
  });

  it('says the update failed and keeps the values typed', async () => {
    const provider = fakeCurrencyProvider({ uzsToRub: 7.8, rubToUzs: 128, createdAt: '' });
    provider.updateRates.mockRejectedValueOnce(providerError('HTTP 400', 400));
    renderWithCore(<CurrencyPage />, { dataProvider: provider });
    await screen.findByText('1000 UZS = 7,8 RUB');
    await fillAndSave('8,1', '123');
    expect(
      await screen.findByText(
        "Kursni yangilashda xatolik yuz berdi. Kiritilgan ma'lumotlarni tekshiring.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(UPDATED)).not.toBeInTheDocument();
    expect(fields().uzsToRub).toHaveValue('8,1');
    expect(provider.getLatestRates).toHaveBeenCalledTimes(1);
  });

  it('puts the message on the field that needs it, tied to it for screen readers', async () => {
    const provider = fakeCurrencyProvider(null);
    renderWithCore(<CurrencyPage />, { dataProvider: provider });
    await screen.findByText(EMPTY);
    await fillAndSave('7,8', '');
    await waitFor(() => expect(fields().rubToUzs).toHaveAttribute('aria-invalid', 'true'));
    expect(fields().rubToUzs).toHaveAccessibleDescription(
      "Iltimos, ikkala maydonni ham to'ldiring.",
    );
    expect(fields().uzsToRub).toHaveAttribute('aria-invalid', 'false');
    expect(fields().uzsToRub).toBeRequired();
  });

  it("shows a server's field error on the field it names, and keeps the values", async () => {
    const provider = fakeCurrencyProvider(null);
    provider.updateRates.mockRejectedValueOnce(
      providerError('rubToUzs: must be below 1000000', 400, {
        message: 'rubToUzs: must be below 1000000',
      }),
    );
    renderWithCore(<CurrencyPage />, { dataProvider: provider });
    await screen.findByText(EMPTY);
    await fillAndSave('7,8', '9999999');
    await waitFor(() =>
      expect(fields().rubToUzs).toHaveAccessibleDescription('must be below 1000000'),
    );
    expect(fields().rubToUzs).toHaveValue('9999999');
  });
});
