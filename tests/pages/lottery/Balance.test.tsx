// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LotteryPage } from '../../../src/pages/lottery/LotteryPage';
import { formatMoney } from '../../../src/lib/money';
import { providerError } from '../../fixtures/providerError';
import { renderWithCore } from '../../fixtures/renderWithCore';
import { balanceEntry, fakeLotteryProvider } from './fakeLotteryProvider';

const som = (amount: number) => formatMoney(amount, "so'm").replace(/\u00a0/g, ' ');
const chatIdField = () => screen.getByRole('textbox', { name: 'Chat ID' });
const ticketsField = () => screen.getByRole('textbox', { name: 'Biletlar soni' });

async function search(chatId: string) {
  const user = userEvent.setup();
  if (chatId) await user.type(chatIdField(), chatId);
  await user.click(screen.getByRole('button', { name: 'Qidirish' }));
  return user;
}

function renderWithUser(chatId = 555, balance = 25_000, tickets = 4) {
  const fake = fakeLotteryProvider({ balances: new Map([balanceEntry(chatId, balance, tickets)]) });
  renderWithCore(<LotteryPage />, { dataProvider: fake.provider });
  return fake;
}

describe('Lottery balance lookup', () => {
  it('asks for a chat ID when the field is blank, without calling the server', async () => {
    const { provider } = renderWithUser();
    await search('   ');
    expect(await screen.findByText("Qidirish uchun Chat ID'ni kiriting.")).toBeInTheDocument();
    expect(provider.getLotteryBalance).not.toHaveBeenCalled();
  });

  it('refuses a lone minus as a chat ID, on the field, without calling the server', async () => {
    const { provider } = renderWithUser();
    await search('-');
    expect(
      await screen.findByText("Chat ID faqat raqamlardan iborat bo'lishi kerak."),
    ).toBeInTheDocument();
    expect(chatIdField()).toHaveAttribute('aria-invalid', 'true');
    expect(provider.getLotteryBalance).not.toHaveBeenCalled();
  });

  it.each([
    ['12ab', '12'],
    ['5-5', '55'],
    ['1.5', '15'],
    ['--7', '-7'],
    ['id: 5a5', '55'],
  ])(
    'keeps only the digits (and a leading minus) of %j in the chat ID while typing',
    async (typed, kept) => {
      renderWithUser();
      const user = userEvent.setup();
      await user.type(chatIdField(), typed);
      expect(chatIdField()).toHaveValue(kept);
    },
  );

  it("shows the chat ID, the balance in so'm and the tickets (a minus is allowed)", async () => {
    const { provider } = renderWithUser(-100_123, 1_250_000, 7);
    await search(' -100123 ');
    const result = await screen.findByTestId('lottery-balance');
    expect(provider.getLotteryBalance).toHaveBeenCalledWith('-100123');
    expect(result).toHaveTextContent('Chat ID-100123');
    expect(result).toHaveTextContent(`Balans${som(1_250_000)}`);
    expect(result).toHaveTextContent('Biletlar7');
  });

  it("says 'Foydalanuvchi topilmadi.' on a 404", async () => {
    renderWithUser(555);
    await search('777');
    expect(await screen.findByText('Foydalanuvchi topilmadi.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Bilet qo'shish" })).not.toBeInTheDocument();
  });

  it('gives the general failure message for other errors', async () => {
    const { provider } = renderWithUser();
    provider.getLotteryBalance.mockRejectedValueOnce(providerError('HTTP 500', 500));
    await search('555');
    expect(
      await screen.findByText(
        "Amalni bajarishda xatolik yuz berdi. Iltimos, qayta urinib ko'ring.",
      ),
    ).toBeInTheDocument();
  });

  it.each(['', '0', 'abc', '00'])(
    'refuses the ticket count %j without calling the server',
    async (count) => {
      const { provider } = renderWithUser();
      const user = await search('555');
      await screen.findByTestId('lottery-balance');
      expect(ticketsField()).toHaveValue('1');
      await user.clear(ticketsField());
      if (count) await user.type(ticketsField(), count);
      await user.click(screen.getByRole('button', { name: "Bilet qo'shish" }));
      expect(
        await screen.findByText('Iltimos, yaroqli bilet sonini kiriting.'),
      ).toBeInTheDocument();
      expect(provider.addTickets).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['-2', '2'],
    ['1.5', '15'],
    ['3 bilet', '3'],
  ])('keeps only the digits of %j in the ticket count while typing', async (typed, kept) => {
    renderWithUser();
    const user = await search('555');
    await screen.findByTestId('lottery-balance');
    await user.clear(ticketsField());
    await user.type(ticketsField(), typed);
    expect(ticketsField()).toHaveValue(kept);
  });

  it('adds one ticket by default and shows the balance the server answers', async () => {
    const { provider } = renderWithUser(555, 25_000, 4);
    const user = await search('555');
    await screen.findByTestId('lottery-balance');
    await user.click(screen.getByRole('button', { name: "Bilet qo'shish" }));
    expect(await screen.findByText("1 ta bilet qo'shildi.")).toBeInTheDocument();
    expect(provider.addTickets).toHaveBeenCalledWith('555', 1);
    expect(screen.getByTestId('lottery-balance')).toHaveTextContent('Biletlar5');
  });

  it('adds the typed number of tickets', async () => {
    const { provider } = renderWithUser(555, 25_000, 4);
    const user = await search('555');
    await screen.findByTestId('lottery-balance');
    await user.clear(ticketsField());
    await user.type(ticketsField(), '10');
    await user.click(screen.getByRole('button', { name: "Bilet qo'shish" }));
    await waitFor(() =>
      expect(screen.getByTestId('lottery-balance')).toHaveTextContent('Biletlar14'),
    );
    expect(provider.addTickets).toHaveBeenCalledWith('555', 10);
    expect(ticketsField()).toHaveValue('1');
  });

  it("says 'Bilet qo'shishda xatolik yuz berdi.' when adding tickets fails", async () => {
    const { provider } = renderWithUser();
    provider.addTickets.mockRejectedValueOnce(providerError('HTTP 500', 500));
    const user = await search('555');
    await screen.findByTestId('lottery-balance');
    await user.click(screen.getByRole('button', { name: "Bilet qo'shish" }));
    expect(await screen.findByText("Bilet qo'shishda xatolik yuz berdi.")).toBeInTheDocument();
  });

  it('asks before deleting tickets; cancelling changes nothing', async () => {
    const { provider } = renderWithUser(555, 25_000, 4);
    const user = await search('555');
    await screen.findByTestId('lottery-balance');
    await user.click(screen.getByRole('button', { name: "Biletlarni o'chirish" }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      "Chat ID 555 foydalanuvchisining barcha biletlarini (4 ta) o'chirishni tasdiqlaysizmi?",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Bekor qilish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(provider.deleteTickets).not.toHaveBeenCalled();
  });

  it('deletes the tickets once confirmed and re-reads the balance', async () => {
    const { provider } = renderWithUser(555, 25_000, 4);
    const user = await search('555');
    await screen.findByTestId('lottery-balance');
    await user.click(screen.getByRole('button', { name: "Biletlarni o'chirish" }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: "Biletlarni o'chirish" }));
    expect(await screen.findByText("Biletlar o'chirildi.")).toBeInTheDocument();
    expect(provider.deleteTickets).toHaveBeenCalledWith('555');
    await waitFor(() =>
      expect(screen.getByTestId('lottery-balance')).toHaveTextContent('Biletlar0'),
    );
    expect(provider.getLotteryBalance).toHaveBeenCalledTimes(2);
  });

  it("says 'Biletlarni o'chirishda xatolik yuz berdi.' when deleting tickets fails", async () => {
    const { provider } = renderWithUser();
    provider.deleteTickets.mockRejectedValueOnce(providerError('HTTP 500', 500));
    const user = await search('555');
    await screen.findByTestId('lottery-balance');
    await user.click(screen.getByRole('button', { name: "Biletlarni o'chirish" }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: "Biletlarni o'chirish" }));
    expect(
      await screen.findByText("Biletlarni o'chirishda xatolik yuz berdi."),
    ).toBeInTheDocument();
  });

  it('warns that a reset cannot be undone, then resets and re-reads', async () => {
    const { provider } = renderWithUser(555, 25_000, 4);
    const user = await search('555');
    await screen.findByTestId('lottery-balance');
    await user.click(screen.getByRole('button', { name: 'Balansni nolga tushirish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Diqqat: balans nolga tushiriladi' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      `Chat ID 555 foydalanuvchisining balansi (${som(25_000)}) o'chiriladi. Bu amalni ortga qaytarib bo'lmaydi.`,
    );
    expect(provider.resetLotteryBalance).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Ha, nolga tushirish' }));
    expect(await screen.findByText('Balans nolga tushirildi.')).toBeInTheDocument();
    expect(provider.resetLotteryBalance).toHaveBeenCalledWith('555');
    // The fake, like the backend, forgets a reset user: the re-read answers 404.
    expect(await screen.findByText('Foydalanuvchi topilmadi.')).toBeInTheDocument();
    expect(provider.getLotteryBalance).toHaveBeenCalledTimes(2);
  });

  it("says 'Balansni o'chirishda xatolik yuz berdi.' when the reset fails", async () => {
    const { provider } = renderWithUser();
    provider.resetLotteryBalance.mockRejectedValueOnce(providerError('HTTP 500', 500));
    const user = await search('555');
    await screen.findByTestId('lottery-balance');
    await user.click(screen.getByRole('button', { name: 'Balansni nolga tushirish' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Ha, nolga tushirish' }));
    expect(await screen.findByText("Balansni o'chirishda xatolik yuz berdi.")).toBeInTheDocument();
    expect(screen.getByTestId('lottery-balance')).toBeInTheDocument();
  });
});
