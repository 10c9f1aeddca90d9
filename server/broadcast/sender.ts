// Where broadcast messages go: the BroadcastSender contract the worker delivers through, the
// Telegram sendMessage body both senders share, and the OutboxSender used without a bot token.
import type { Database } from 'better-sqlite3';
import { recordOutboxDelivery } from '../db/repositories/broadcastOutbox.ts';

export interface BroadcastMessage {
  /** The broadcast's id: the outbox files deliveries under it. */
  id: number;
  messageText: string;
  buttonText: string | null;
  buttonUrl: string | null;
}

export interface BroadcastSender {
  /** Where deliveries go, for the start-up log; never holds a secret. */
  readonly description: string;
  /**
   * Delivers the message to one chat. Throws RecipientError when only this chat failed (the user
   * blocked the bot) and delivery goes on; any other error stops the whole broadcast (FAILED),
   * with the message of a DeliveryError as the reason. `signal` aborts it at shutdown.
   */
  send(message: BroadcastMessage, chatId: number, signal: AbortSignal): Promise<void>;
}

/** This chat could not be reached; the others still can. */
export class RecipientError extends Error {
  override name = 'RecipientError';
}

/** Nobody can be reached (bad token, service down); the message is safe to store and show. */
export class DeliveryError extends Error {
  override name = 'DeliveryError';
}

export interface TelegramMessagePayload {
  chat_id: number;
  text: string;
  parse_mode: 'HTML';
  reply_markup?: { inline_keyboard: Array<Array<{ text: string; url: string }>> };
}

/** The sendMessage body: HTML parse mode, and the button as a one-button inline keyboard. */
export function telegramPayload(message: BroadcastMessage, chatId: number): TelegramMessagePayload {
  const payload: TelegramMessagePayload = {
    chat_id: chatId,
    text: message.messageText,
    parse_mode: 'HTML',
  };
  if (message.buttonText && message.buttonUrl) {
    payload.reply_markup = {
      inline_keyboard: [[{ text: message.buttonText, url: message.buttonUrl }]],
    };
  }
  return payload;
}

/**
 * Without TELEGRAM_BOT_TOKEN: each delivery becomes a broadcast_outbox row holding the body
 * Telegram would have received, so demos and tests see exactly who got what.
 */
export class OutboxSender implements BroadcastSender {
  readonly description = 'the broadcast_outbox table (TELEGRAM_BOT_TOKEN is not set)';

  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  async send(message: BroadcastMessage, chatId: number): Promise<void> {
    recordOutboxDelivery(this.db, {
      broadcastId: message.id,
      chatId,
      deliveredAt: new Date(this.now()).toISOString(),
      payload: telegramPayload(message, chatId),
    });
  }
}
