// Builders shared by the broadcast tests: bot users (journal rows for given chats), a movable
// clock, senders that record, fail or hold deliveries, and readers for the stored state.
import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import type { BroadcastMessage, BroadcastSender } from '../../../server/broadcast/sender.ts';
import { listOutboxDeliveries } from '../../../server/db/repositories/broadcastOutbox.ts';
import type { OutboxDelivery } from '../../../server/db/repositories/broadcastOutbox.ts';
import { addRows, journalRow } from './transactionFixtures.ts';

/** Makes these chats known bot users; each gets two journal rows (the list must be distinct). */
export function addBotUsers(db: Database, chatIds: number[]): void {
  addRows(
    db,
    chatIds.flatMap((chatId) => [
      journalRow({ chatId }),
      journalRow({ chatId, type: 'WITHDRAWAL', status: 'PENDING' }),
    ]),
  );
}

/** A clock tests move by hand: `clock.now` goes to buildTestApp's `now`. */
export function movableClock(startIso: string) {
  let ms = Date.parse(startIso);
  return {
    now: () => ms,
    set: (iso: string) => {
      ms = Date.parse(iso);
    },
    advance: (byMs: number) => {
      ms += byMs;
    },
  };
}

export function outbox(app: FastifyInstance, broadcastId: number): OutboxDelivery[] {
  return listOutboxDeliveries(app.db, broadcastId);
}

export async function sendBroadcast(app: FastifyInstance, auth: string, body: object) {
  return app.inject({
    method: 'POST',
    url: '/api/broadcast/send',
    headers: { authorization: auth },
    payload: body,
  });
}

export async function fetchBroadcast(app: FastifyInstance, auth: string, id: number) {
  const response = await app.inject({
    url: `/api/broadcast/${id}`,
    headers: { authorization: auth },
  });
  return response.json();
}

/** Records (broadcast id, chat) pairs; `fail(chatId)` decides which deliveries throw. */
export class RecordingSender implements BroadcastSender {
  readonly description = 'a test recorder';
  readonly sent: Array<[broadcastId: number, chatId: number]> = [];

  constructor(private readonly fail: (chatId: number) => Error | undefined = () => undefined) {}

  async send(message: BroadcastMessage, chatId: number): Promise<void> {
    const error = this.fail(chatId);
    if (error) throw error;
    this.sent.push([message.id, chatId]);
  }
}

/**
 * Delivers normally except the first time it reaches `holdChatId`, where it waits until released
 * or aborted (shutdown), so a test can act while a delivery is under way.
 */
export class HoldingSender implements BroadcastSender {
  readonly description = 'a test sender that holds one delivery';
  readonly sent: Array<[broadcastId: number, chatId: number]> = [];
  private release: (() => void) | undefined;
  private reached: (() => void) | undefined;
  /** Settles once the held delivery has started. */
  readonly holding = new Promise<void>((resolve) => {
    this.reached = resolve;
  });

  constructor(private readonly holdChatId: number) {}

  releaseHold(): void {
    this.release?.();
  }

  async send(message: BroadcastMessage, chatId: number, signal: AbortSignal): Promise<void> {
    if (chatId === this.holdChatId && !this.release) {
      await new Promise<void>((resolve, reject) => {
        this.release = resolve;
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
        this.reached?.();
      });
    }
    this.sent.push([message.id, chatId]);
  }
}
