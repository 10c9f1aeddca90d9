// An in-memory lottery backend for the lottery page's component tests: prizes, balances by chat
// ID (404 like the real one when a user has none) and the random award, each a vi.fn to assert.
import { vi } from 'vitest';
import { providerError } from '../../fixtures/providerError';
import type { LotteryBalance, Prize, RandomAward } from '../../../src/providers/lottery';

export interface LotteryState {
  prizes: Prize[];
  balances: Map<string, LotteryBalance>;
  winners: number[];
}

export function fakeLotteryProvider(initial: Partial<LotteryState> = {}) {
  const state: LotteryState = {
    prizes: initial.prizes ? [...initial.prizes] : [],
    balances: new Map(initial.balances ?? []),
    winners: initial.winners ?? [],
  };
  let nextId = 100;
  const find = (chatId: number | string) => {
    const balance = state.balances.get(String(chatId));
    if (!balance) throw providerError('HTTP 404', 404, undefined);
    return balance;
  };
  const provider = {
    getPrizes: vi.fn(async () => state.prizes.map((prize) => ({ ...prize }))),
    addPrize: vi.fn(async (prize: Omit<Prize, 'id'>) => {
      state.prizes.push({ id: nextId++, ...prize });
    }),
    deletePrize: vi.fn(async (id: number) => {
      state.prizes = state.prizes.filter((prize) => prize.id !== id);
    }),
    getLotteryBalance: vi.fn(async (chatId: number | string) => ({ ...find(chatId) })),
    addTickets: vi.fn(async (chatId: number | string, amount: number) => {
      const balance = find(chatId);
      balance.tickets = (balance.tickets ?? 0) + amount;
      return { ...balance };
    }),
    deleteTickets: vi.fn(async (chatId: number | string) => {
      find(chatId).tickets = 0;
    }),
    resetLotteryBalance: vi.fn(async (chatId: number | string) => {
      find(chatId);
      state.balances.delete(String(chatId));
    }),
    awardRandomUsers: vi.fn(async (_award: RandomAward) => [...state.winners]),
  };
  return { state, provider };
}

export const prize = (id: number, amount: number, numberOfPrize: number): Prize => ({
  id,
  amount,
  numberOfPrize,
});

export const balanceEntry = (
  chatId: number,
  balance: number,
  tickets: number,
): [string, LotteryBalance] => [String(chatId), { chatId, balance, tickets }];
