// Lottery (SPEC §2 'Lotereya Tizimi', §7).
//   getPrizes()                 -> GET    /lottery/prizes
//   addPrize(prize)             -> POST   /lottery/prizes                 body {amount, numberOfPrize}
//   deletePrize(id)             -> DELETE /lottery/prizes/{id}
//   getLotteryBalance(chatId)   -> GET    /lottery/balance/{chatId}       (404: no such user)
//   addTickets(chatId, amount)  -> POST   /lottery/tickets/{chatId}?amount=N   (the new balance)
//   deleteTickets(chatId)       -> DELETE /lottery/tickets/{chatId}
//   resetLotteryBalance(chatId) -> DELETE /lottery/balance/{chatId}
//   awardRandomUsers(award)     -> POST   /lottery/award-random-users?totalUsers&randomUsers&amount
import type { HttpClient } from './httpClient';
import { lotteryPrizesRead } from './reads';

/** null: a figure the server did not send, shown as missing rather than as 0. */
type Figure = number | null;

export interface Prize {
  id: number;
  amount: Figure;
  numberOfPrize: Figure;
}

export interface LotteryBalance {
  chatId: number;
  balance: Figure;
  tickets: Figure;
}

export interface RandomAward {
  totalUsers: number;
  randomUsers: number;
  amount: number;
}

const num = (value: unknown): Figure =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const path = (chatId: number | string) => encodeURIComponent(String(chatId).trim());

function toBalance(data: unknown, chatId: number | string): LotteryBalance {
  const source = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  return {
    chatId: num(source.chatId) ?? Number(chatId),
    balance: num(source.balance),
    tickets: num(source.tickets),
  };
}

export function lotteryApi(http: HttpClient) {
  return {
    async getPrizes(): Promise<Prize[]> {
      const { data } = await http(lotteryPrizesRead().path);
      if (!Array.isArray(data)) throw new Error('Unexpected answer for prizes: not a list');
      return data.map((row: Record<string, unknown>) => ({
        id: Number(row.id),
        amount: num(row.amount),
        numberOfPrize: num(row.numberOfPrize),
      }));
    },
    async addPrize(prize: Omit<Prize, 'id'>): Promise<void> {
      await http('/lottery/prizes', { method: 'POST', body: prize });
    },
    async deletePrize(id: number): Promise<void> {
      await http(`/lottery/prizes/${path(id)}`, { method: 'DELETE' });
    },
    async getLotteryBalance(chatId: number | string): Promise<LotteryBalance> {
      const { data } = await http(`/lottery/balance/${path(chatId)}`);
      return toBalance(data, chatId);
    },
    async addTickets(chatId: number | string, amount: number): Promise<LotteryBalance> {
      const { data } = await http(`/lottery/tickets/${path(chatId)}`, {
        method: 'POST',
        query: { amount },
      });
      return toBalance(data, chatId);
    },
    async deleteTickets(chatId: number | string): Promise<void> {
      await http(`/lottery/tickets/${path(chatId)}`, { method: 'DELETE' });
    },
    async resetLotteryBalance(chatId: number | string): Promise<void> {
      await http(`/lottery/balance/${path(chatId)}`, { method: 'DELETE' });
    },
    /** Answers the winners' chat IDs when the server names them (ours does). */
    async awardRandomUsers(award: RandomAward): Promise<number[]> {
      const { data } = await http('/lottery/award-random-users', {
        method: 'POST',
        query: { ...award },
      });
      const winners = (data as { winners?: unknown } | undefined)?.winners;
      return Array.isArray(winners) ? winners.map(Number) : [];
    },
  };
}
