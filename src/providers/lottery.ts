// Lottery (docs/product.md: Screens 'Lotereya Tizimi', Calls).
//   getPrizes()                 -> GET    /lottery/prizes
//   addPrize(prize)             -> POST   /lottery/prizes                 body {amount, numberOfPrize}
//   deletePrize(id)             -> DELETE /lottery/prizes/{id}
//   getLotteryBalance(chatId)   -> GET    /lottery/balance/{chatId}       (404: no such user)
//   addTickets(chatId, amount)  -> POST   /lottery/tickets/{chatId}?amount=N   (the new balance)
//   deleteTickets(chatId)       -> DELETE /lottery/tickets/{chatId}
//   resetLotteryBalance(chatId) -> DELETE /lottery/balance/{chatId}
//   awardRandomUsers(award)     -> POST   /lottery/award-random-users?totalUsers&randomUsers&amount
import { fieldsOf, idPath, numberOrNull, rowsOf } from './decode';
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

function toBalance(data: unknown, chatId: number | string): LotteryBalance {
  const source = fieldsOf(data);
  return {
    chatId: numberOrNull(source.chatId) ?? Number(chatId),
    balance: numberOrNull(source.balance),
    tickets: numberOrNull(source.tickets),
  };
}

export function lotteryApi(http: HttpClient) {
  return {
    async getPrizes(): Promise<Prize[]> {
      const { data } = await http(lotteryPrizesRead().path);
      return rowsOf(data, 'prizes').map((row) => ({
        id: Number(row.id),
        amount: numberOrNull(row.amount),
        numberOfPrize: numberOrNull(row.numberOfPrize),
      }));
    },
    async addPrize(prize: Omit<Prize, 'id'>): Promise<void> {
      await http('/lottery/prizes', { method: 'POST', body: prize });
    },
    async deletePrize(id: number): Promise<void> {
      await http(`/lottery/prizes/${idPath(id)}`, { method: 'DELETE' });
    },
    async getLotteryBalance(chatId: number | string): Promise<LotteryBalance> {
      const { data } = await http(`/lottery/balance/${idPath(chatId)}`);
      return toBalance(data, chatId);
    },
    async addTickets(chatId: number | string, amount: number): Promise<LotteryBalance> {
      const { data } = await http(`/lottery/tickets/${idPath(chatId)}`, {
        method: 'POST',
        query: { amount },
      });
      return toBalance(data, chatId);
    },
    async deleteTickets(chatId: number | string): Promise<void> {
      await http(`/lottery/tickets/${idPath(chatId)}`, { method: 'DELETE' });
    },
    async resetLotteryBalance(chatId: number | string): Promise<void> {
      await http(`/lottery/balance/${idPath(chatId)}`, { method: 'DELETE' });
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
