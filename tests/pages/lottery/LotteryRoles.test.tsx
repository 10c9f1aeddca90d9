// @vitest-environment jsdom
// The lottery page as each role sees it (contract/roles.ts): everyone reads the prizes, looks
// up a balance and opens the person's page; an operator also adds and removes tickets; only an owner adds or deletes prizes,
// resets a balance and draws the random award.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LotteryPage } from '../../../src/pages/lottery/LotteryPage';
import type { Role } from '../../../contract/roles';
import { enabledControls } from '../../fixtures/enabledControls';
import { renderWithCore } from '../../fixtures/renderWithCore';
import { balanceEntry, fakeLotteryProvider, prize } from './fakeLotteryProvider';

const ADD_PRIZE = [
  "input[text]: Sovrin miqdori (so'm)",
  'input[text]: Sovrinlar soni',
  "button: Sovrin qo'shish",
];
const DELETE_PRIZE = ["button: Sovrinni o'chirish: 50 000 so'm"];
// The looked-up person's page is a read of the journal, which every role has.
const LOOKUP = ['input[text]: Chat ID', 'button: Qidirish', 'a: 555: foydalanuvchi sahifasi'];
const TICKETS = [
  'input[text]: Biletlar soni',
  "button: Bilet qo'shish",
  "button: Biletlarni o'chirish",
];
const RESET = ['button: Balansni nolga tushirish'];
const AWARD = [
  'input[text]: Umumiy foydalanuvchilar soni',
  'input[text]: Tasodifiy foydalanuvchilar soni',
  "input[text]: Mukofot miqdori (so'm)",
  'button: Mukofotni tarqatish',
];

/** The page with one prize, and user 555's balance looked up. */
async function renderAs(role: Role) {
  const fake = fakeLotteryProvider({
    prizes: [prize(1, 50_000, 2)],
    balances: new Map([balanceEntry(555, 25_000, 4)]),
  });
  renderWithCore(<LotteryPage />, { dataProvider: fake.provider, role });
  expect(await screen.findByTestId('prize-1')).toHaveTextContent('50 000');
  expect(screen.getByTestId('prize-total')).toHaveTextContent('100 000');
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Chat ID' }), '555');
  await user.click(screen.getByRole('button', { name: 'Qidirish' }));
  const balance = await screen.findByTestId('lottery-balance');
  expect(balance).toHaveTextContent('25 000');
  return { ...fake, user };
}

const awardCard = () => screen.queryByRole('region', { name: 'Tasodifiy pul mukofoti' });

describe('Lottery page by role', () => {
  it('viewer: reads the prizes and a balance, with no write control at all', async () => {
    await renderAs('viewer');
    expect(enabledControls()).toEqual(LOOKUP);
    expect(awardCard()).not.toBeInTheDocument();
  });

  it('operator: adds and removes tickets, and nothing else that writes', async () => {
    const { provider, user } = await renderAs('operator');
    expect(enabledControls()).toEqual([...LOOKUP, ...TICKETS]);
    expect(awardCard()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Bilet qo'shish" }));
    await waitFor(() => expect(provider.addTickets).toHaveBeenCalledWith('555', 1));
  });

  it('owner: every control', async () => {
    await renderAs('owner');
    expect(enabledControls()).toEqual([
      ...ADD_PRIZE,
      ...DELETE_PRIZE,
      ...LOOKUP,
      ...TICKETS,
      ...RESET,
      ...AWARD,
    ]);
    expect(awardCard()).toBeInTheDocument();
  });
});
