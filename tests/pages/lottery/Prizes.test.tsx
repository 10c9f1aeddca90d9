// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LotteryPage } from '../../../src/pages/lottery/LotteryPage';
import { formatMoney } from '../../../src/lib/money';
import { providerError } from '../../fixtures/providerError';
import { renderWithCore } from '../../fixtures/renderWithCore';
import { fakeLotteryProvider, prize } from './fakeLotteryProvider';

// Text matchers see the no-break group separator as a plain space; accessible names keep it.
const som = (amount: number) => formatMoney(amount, "so'm").replace(/\u00a0/g, ' ');
const deleteName = (amount: number) => `Sovrinni o'chirish: ${formatMoney(amount, "so'm")}`;
const amountField = () => screen.getByRole('textbox', { name: "Sovrin miqdori (so'm)" });
const countField = () => screen.getByRole('textbox', { name: 'Sovrinlar soni' });
const addButton = () => screen.getByRole('button', { name: "Sovrin qo'shish" });

describe('Lottery prizes', () => {
  it('shows the title, each prize with its remaining count, and the total of what remains', async () => {
    const { provider } = fakeLotteryProvider({
      prizes: [prize(1, 50_000, 3), prize(2, 1_000_000, 1), prize(3, 20_000, 0)],
    });
    renderWithCore(<LotteryPage />, { dataProvider: provider });
    expect(screen.getByRole('heading', { level: 1, name: 'Lotereya Tizimi' })).toBeInTheDocument();
    const row = await screen.findByTestId('prize-1');
    expect(row).toHaveTextContent(som(50_000));
    expect(row).toHaveTextContent('Qolgan: 3 ta');
    expect(screen.getByTestId('prize-3')).toHaveTextContent('Qolgan: 0 ta');
    const total = screen.getByTestId('prize-total');
    // 50 000 × 3 + 1 000 000 × 1 + 20 000 × 0
    expect(total).toHaveTextContent(som(1_150_000));
    expect(total).toHaveTextContent('Qolgan sovrinlar soni: 4 ta');
  });

  it('says when there are no prizes, with a zero total', async () => {
    renderWithCore(<LotteryPage />, { dataProvider: fakeLotteryProvider().provider });
    expect(await screen.findByText("Hozircha sovrinlar yo'q.")).toBeInTheDocument();
    expect(screen.getByTestId('prize-total')).toHaveTextContent(som(0));
  });

  it("shows 'Sovrinlarni yuklab bo'lmadi.' when the list fails, and retries on demand", async () => {
    const { provider } = fakeLotteryProvider({ prizes: [prize(1, 5_000, 2)] });
    provider.getPrizes.mockRejectedValueOnce(new Error('HTTP 500'));
    renderWithCore(<LotteryPage />, { dataProvider: provider });
    expect(await screen.findByText("Sovrinlarni yuklab bo'lmadi.")).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Qayta urinish' }));
    expect(await screen.findByTestId('prize-1')).toBeInTheDocument();
  });

  it.each([
    ['both blank', '', ''],
    ['amount blank', '', '2'],
    ['count blank', '5000', ''],
    ['zero count', '5000', '0'],
    ['letters (nothing kept)', 'abc', '2'],
    ['zero amount', '0', '2'],
  ])('refuses %s without calling the server', async (_case, amount, count) => {
    const { provider } = fakeLotteryProvider();
    renderWithCore(<LotteryPage />, { dataProvider: provider });
    const user = userEvent.setup();
    await screen.findByText("Hozircha sovrinlar yo'q.");
    if (amount) await user.type(amountField(), amount);
    if (count) await user.type(countField(), count);
    await user.click(addButton());
    expect(
      await screen.findByText("Iltimos, sovrin miqdori va sonini to'ldiring."),
    ).toBeInTheDocument();
    expect(provider.addPrize).not.toHaveBeenCalled();
  });

  it('keeps only digits (and grouping spaces in the amount) while typing', async () => {
    const { provider } = fakeLotteryProvider();
    renderWithCore(<LotteryPage />, { dataProvider: provider });
    const user = userEvent.setup();
    await screen.findByText("Hozircha sovrinlar yo'q.");
    await user.type(amountField(), '-5 000.5');
    await user.type(countField(), '2x-');
    expect(amountField()).toHaveValue('5 0005');
    expect(countField()).toHaveValue('2');
  });

  it('adds a prize (grouped amount accepted), clears the form and re-reads the list', async () => {
    const { provider } = fakeLotteryProvider({ prizes: [prize(1, 10_000, 1)] });
    renderWithCore(<LotteryPage />, { dataProvider: provider });
    const user = userEvent.setup();
    await screen.findByTestId('prize-1');
    await user.type(amountField(), '50 000');
    await user.type(countField(), '2');
    await user.click(addButton());
    expect(await screen.findByText("Sovrin qo'shildi.")).toBeInTheDocument();
    expect(provider.addPrize).toHaveBeenCalledWith({ amount: 50_000, numberOfPrize: 2 });
    expect(await screen.findByTestId('prize-100')).toHaveTextContent(som(50_000));
    expect(provider.getPrizes).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('prize-total')).toHaveTextContent(som(110_000));
    expect(amountField()).toHaveValue('');
    expect(countField()).toHaveValue('');
  });

  it("says 'Sovrin qo'shib bo'lmadi.' when adding fails and keeps the input", async () => {
    const { provider } = fakeLotteryProvider();
    provider.addPrize.mockRejectedValueOnce(new Error('HTTP 500'));
    renderWithCore(<LotteryPage />, { dataProvider: provider });
    const user = userEvent.setup();
    await screen.findByText("Hozircha sovrinlar yo'q.");
    await user.type(amountField(), '7000');
    await user.type(countField(), '1');
    await user.click(addButton());
    expect(await screen.findByText("Sovrin qo'shib bo'lmadi.")).toBeInTheDocument();
    expect(amountField()).toHaveValue('7000');
  });

  it('asks before removing a prize; cancelling keeps it', async () => {
    const { provider } = fakeLotteryProvider({ prizes: [prize(1, 50_000, 3)] });
    renderWithCore(<LotteryPage />, { dataProvider: provider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: deleteName(50_000) }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      `${som(50_000)} miqdoridagi sovrinni (qolgan: 3 ta) o'chirishni tasdiqlaysizmi?`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Bekor qilish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(provider.deletePrize).not.toHaveBeenCalled();
    expect(screen.getByTestId('prize-1')).toBeInTheDocument();
  });

  it('removes a prize once confirmed and re-reads the list and total', async () => {
    const { provider } = fakeLotteryProvider({
      prizes: [prize(1, 50_000, 3), prize(2, 10_000, 1)],
    });
    renderWithCore(<LotteryPage />, { dataProvider: provider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: deleteName(50_000) }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: "O'chirish" }));
    expect(await screen.findByText("Sovrin o'chirildi.")).toBeInTheDocument();
    expect(provider.deletePrize).toHaveBeenCalledWith(1);
    await waitFor(() => expect(screen.queryByTestId('prize-1')).not.toBeInTheDocument());
    expect(screen.getByTestId('prize-total')).toHaveTextContent(som(10_000));
  });

  it("says 'Sovrinni o'chirib bo'lmadi.' when removing fails and keeps the prize", async () => {
    const { provider } = fakeLotteryProvider({ prizes: [prize(1, 50_000, 3)] });
    provider.deletePrize.mockRejectedValueOnce(new Error('HTTP 500'));
    renderWithCore(<LotteryPage />, { dataProvider: provider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: deleteName(50_000) }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: "O'chirish" }),
    );
    expect(await screen.findByText("Sovrinni o'chirib bo'lmadi.")).toBeInTheDocument();
    expect(screen.getByTestId('prize-1')).toBeInTheDocument();
  });

  it('puts the message on the field that needs it, tied to it for screen readers', async () => {
    const { provider } = fakeLotteryProvider();
    renderWithCore(<LotteryPage />, { dataProvider: provider });
    const user = userEvent.setup();
    await screen.findByText("Hozircha sovrinlar yo'q.");
    await user.type(amountField(), '5000');
    await user.click(addButton());
    const message = "Iltimos, sovrin miqdori va sonini to'ldiring.";
    await waitFor(() => expect(countField()).toHaveAttribute('aria-invalid', 'true'));
    expect(countField()).toHaveAccessibleDescription(message);
    expect(amountField()).toHaveAttribute('aria-invalid', 'false');
    expect(amountField()).toBeRequired();
  });

  it("shows a server's field error on the field it names", async () => {
    const { provider } = fakeLotteryProvider();
    provider.addPrize.mockRejectedValueOnce(
      providerError('amount: must be at most 100000000', 400, {
        message: 'amount: must be at most 100000000',
      }),
    );
    renderWithCore(<LotteryPage />, { dataProvider: provider });
    const user = userEvent.setup();
    await screen.findByText("Hozircha sovrinlar yo'q.");
    await user.type(amountField(), '999999999');
    await user.type(countField(), '1');
    await user.click(addButton());
    expect(await screen.findByText("Sovrin qo'shib bo'lmadi.")).toBeInTheDocument();
    await waitFor(() =>
      expect(amountField()).toHaveAccessibleDescription('must be at most 100000000'),
    );
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
  });
});
