// Delivers broadcasts through the Telegram Bot API's sendMessage, paced under Telegram's limit of
// about 30 messages a second per bot, waiting out 429s and retrying brief outages. The token is
// part of every request URL, so no URL, and no error text that could hold one, is ever logged.
import { setTimeout as sleep } from 'node:timers/promises';
import { DeliveryError, RecipientError, telegramPayload } from './sender.ts';
import type { BroadcastMessage, BroadcastSender } from './sender.ts';

export interface TelegramSenderOptions {
  token: string;
  /** Bot API origin, https://api.telegram.org unless a test points it elsewhere. */
  apiUrl: string;
  /** Pause between two messages; 40 ms keeps a bot at 25 messages a second. */
  minIntervalMs?: number;
  /** Per request. */
  timeoutMs?: number;
  /** Longest 429 retry_after honoured; a longer one fails the message instead. */
  maxRetryAfterMs?: number;
  /** Pause before retrying after a network error or a 5xx. */
  retryDelayMs?: number;
}

/** Tries per message: the first send and two retries. */
const MAX_TRIES = 3;

interface TelegramAnswer {
  ok?: boolean;
  description?: string;
  parameters?: { retry_after?: number };
}

async function readAnswer(response: Response): Promise<TelegramAnswer> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as TelegramAnswer) : {};
  } catch {
    return {};
  }
}

/** A fetch failure in words without the URL: "ECONNREFUSED", "timed out". */
function networkProblem(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'timed out';
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === 'string' ? cause.code : 'network error';
}

export class TelegramSender implements BroadcastSender {
  readonly description: string;
  private readonly url: string;
  private readonly minIntervalMs: number;
  private readonly timeoutMs: number;
  private readonly maxRetryAfterMs: number;
  private readonly retryDelayMs: number;
  /** When the next message may go: shared by concurrent deliveries, so the pace holds overall. */
  private nextSlotMs = 0;

  constructor(options: TelegramSenderOptions) {
    const apiUrl = options.apiUrl.replace(/\/+$/, '');
    // The origin only: a URL with user:password in it must not reach the log.
    this.description = `Telegram sendMessage at ${new URL(apiUrl).origin}`;
    this.url = `${apiUrl}/bot${options.token}/sendMessage`;
    this.minIntervalMs = options.minIntervalMs ?? 40;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.maxRetryAfterMs = options.maxRetryAfterMs ?? 30_000;
    this.retryDelayMs = options.retryDelayMs ?? 1_000;
  }

  private async pace(signal: AbortSignal): Promise<void> {
    const now = Date.now();
    const wait = this.nextSlotMs - now;
    this.nextSlotMs = Math.max(now, this.nextSlotMs) + this.minIntervalMs;
    if (wait > 0) await sleep(wait, undefined, { signal });
  }

  async send(message: BroadcastMessage, chatId: number, signal: AbortSignal): Promise<void> {
    const body = JSON.stringify(telegramPayload(message, chatId));
    for (let attempt = 1; ; attempt += 1) {
      await this.pace(signal);
      let response: Response;
      try {
        response = await fetch(this.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          signal: AbortSignal.any([signal, AbortSignal.timeout(this.timeoutMs)]),
        });
      } catch (error) {
        signal.throwIfAborted();
        if (attempt < MAX_TRIES) {
          await sleep(this.retryDelayMs * attempt, undefined, { signal });
          continue;
        }
        throw new DeliveryError(`Telegram is unreachable (${networkProblem(error)})`);
      }
      const answer = await readAnswer(response);
      if (response.ok && answer.ok !== false) return;
      const description = answer.description ?? `HTTP ${response.status}`;
      const status = response.status;

      if (status === 429 && attempt < MAX_TRIES) {
        const retryAfterMs = (answer.parameters?.retry_after ?? 1) * 1000;
        if (retryAfterMs > this.maxRetryAfterMs) throw new RecipientError(description);
        await sleep(retryAfterMs, undefined, { signal });
        continue;
      }
      if (status >= 500 && attempt < MAX_TRIES) {
        await sleep(this.retryDelayMs * attempt, undefined, { signal });
        continue;
      }
      // 401 is a revoked token; 404 is what Telegram answers for a token it does not know.
      if (status === 401 || status === 404) {
        throw new DeliveryError('Telegram rejected the bot token: check TELEGRAM_BOT_TOKEN');
      }
      // The same text would fail for every user: stop rather than fail them one by one.
      if (/can't parse entities/i.test(description)) {
        throw new DeliveryError(`Telegram refused the message: ${description}`);
      }
      if (status >= 400 && status < 500) throw new RecipientError(description);
      throw new DeliveryError(`Telegram failed: ${description}`);
    }
  }
}
