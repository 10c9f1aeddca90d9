// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LotteryPage } from '../../../src/pages/lottery/LotteryPage';
import { providerError } from '../../fixtures/providerError';
import { renderWithCore } from '../../fixtures/renderWithCore';
import { fakeLotteryProvider } from './fakeLotteryProvider';

const FAILURE = "Amalni bajarishda xatolik yuz berdi. Iltimos, qayta urinib ko'ring.";
const SUCCESS = 'Pul mukofoti tasodifiy foydalanuvchilarga muvaffaqiyatli tarqatildi!';

async function submitAward(totalUsers: string, randomUsers: string, amount: string) {
  const user = userEvent.setup();
  const fields: [string, string][] = [
    ['Umumiy foydalanuvchilar soni', totalUsers],
    ['Tasodifiy foydalanuvchilar soni', randomUsers],
    ["Mukofot miqdori (so'm)", amount],
  ];
  for (const [name, value] of fields) {
    if (value) await user.type(screen.getByRole('textbox', { name }), value);
  }
  await user.click(screen.getByRole('button', { name: 'Mukofotni tarqatish' }));
}

describe('Lottery random award', () => {
  it.each([
    ['', '', ''],
    ['', '5', '10000'],
    ['100', '', '10000'],
    ['100', '5', ''],
  ])(
    'asks for all fields (%j, %j, %j) without calling the server',
    async (total, random, amount) => {
      const { provider } = fakeLotteryProvider();
      renderWithCore(<LotteryPage />, { dataProvider: provider });
      await submitAward(total, random, amount);
      expect(
        await screen.findByText("Iltimos, barcha maydonlarni to'ldiring."),
      ).toBeInTheDocument();
      expect(provider.awardRandomUsers).not.toHaveBeenCalled();
    },
  );

  it('refuses more random users than users in total', async () => {
    const { provider } = fakeLotteryProvider();
    renderWithCore(<LotteryPage />, { dataProvider: provider });
    await submitAward('10', '11', '5000');
    expect(
      await screen.findByText(
        "Tasodifiy foydalanuvchilar soni umumiy foydalanuvchilar sonidan ko'p bo'lishi mumkin emas.",
      ),
    ).toBeInTheDocument();
    expect(provider.awardRandomUsers).not.toHaveBeenCalled();
  });

  it.each([
    ['0', '0', '5000'],
    ['10', '2', '0'],
    ['10', '00', '5000'],
  ])('refuses non-positive values (%j, %j, %j)', async (total, random, amount) => {
    const { provider } = fakeLotteryProvider();
    renderWithCore(<LotteryPage />, { dataProvider: provider });
    await submitAward(total, random, amount);
    expect(await screen.findByText('Iltimos, musbat butun sonlarni kiriting.')).toBeInTheDocument();
    expect(provider.awardRandomUsers).not.toHaveBeenCalled();
  });

  it('keeps only digits while typing (grouping spaces in the amount)', async () => {
    const { provider } = fakeLotteryProvider();
    renderWithCore(<LotteryPage />, { dataProvider: provider });
    const user = userEvent.setup();
    const field = (name: string) => screen.getByRole('textbox', { name });
    await user.type(field('Umumiy foydalanuvchilar soni'), 'ten 10');
    await user.type(field('Tasodifiy foydalanuvchilar soni'), '-2.5');
    await user.type(field("Mukofot miqdori (so'm)"), '-5 000');
    expect(field('Umumiy foydalanuvchilar soni')).toHaveValue('10');
    expect(field('Tasodifiy foydalanuvchilar soni')).toHaveValue('25');
    expect(field("Mukofot miqdori (so'm)")).toHaveValue('5 000');
  });

  it('awards, says so, lists the winners and clears the form', async () => {
    const { provider } = fakeLotteryProvider({ winners: [111, -222, 333] });
    renderWithCore(<LotteryPage />, { dataProvider: provider });
    await submitAward('100', '3', '50 000');
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(provider.awardRandomUsers).toHaveBeenCalledWith({
      totalUsers: 100,
      randomUsers: 3,
      amount: 50_000,
    });
    expect(screen.getByText("G'oliblar (Chat ID): 111, -222, 333")).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Umumiy foydalanuvchilar soni' })).toHaveValue('');
  });

  it('accepts randomUsers equal to totalUsers; no winners line when none are named', async () => {
    const { provider } = fakeLotteryProvider({ winners: [] });
    renderWithCore(<LotteryPage />, { dataProvider: provider });
    await submitAward('5', '5', '1000');
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(screen.queryByText(/G'oliblar/)).not.toBeInTheDocument();
  });

  it('shows the spec failure message, without a server text for a 500', async () => {
    const { provider } = fakeLotteryProvider();
    provider.awardRandomUsers.mockRejectedValueOnce(
      providerError('java.lang.NullPointerException', 500, 'java.lang.NullPointerException'),
    );
    renderWithCore(<LotteryPage />, { dataProvider: provider });
    await submitAward('100', '3', '5000');
    expect(await screen.findByText(FAILURE)).toBeInTheDocument();
    expect(screen.queryByText(/Server javobi/)).not.toBeInTheDocument();
  });

  it("adds the server's own explanation of a 400 as a second line", async () => {
    const { provider } = fakeLotteryProvider();
    provider.awardRandomUsers.mockRejectedValueOnce(
      providerError('Not enough users', 400, { message: 'Not enough users' }),
    );
    renderWithCore(<LotteryPage />, { dataProvider: provider });
    await submitAward('100', '3', '5000');
    expect(await screen.findByText(FAILURE)).toBeInTheDocument();
    expect(screen.getByText('Server javobi: Not enough users')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Umumiy foydalanuvchilar soni' })).toHaveValue(
      '100',
    );
  });
});
