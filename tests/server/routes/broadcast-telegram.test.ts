// The Telegram sender against a fake Bot API on 127.0.0.1: the sendMessage body (HTML parse mode,
// inline keyboard), pacing, 429 and 5xx retries, per-chat and whole-broadcast failures, and the
// app wired to it by TELEGRAM_BOT_TOKEN / TELEGRAM_API_URL without the token reaching the log.
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DeliveryError, RecipientError } from '../../../server/broadcast/sender.ts';
import { TelegramSender } from '../../../server/broadcast/telegramSender.ts';
import { buildTestApp } from '../helpers.ts';
import { addBotUsers, outbox, fetchBroadcast, sendBroadcast } from './broadcastFixtures.ts';

const TOKEN = '123456789:AAEhBOweik6ad9r_QXMENQjcrGbqCr4K-ra';
const BLOCKED_CHAT = 403;
const RATE_LIMITED_CHAT = 429;
const FLAKY_CHAT = 500;

interface Call {
  token: string;
  body: Record<string, unknown>;
  at: number;
}

let telegram: FastifyInstance;
let telegramUrl: string;
let calls: Call[];
const failedOnce = new Set<number>();

beforeAll(async () => {
  telegram = Fastify();
  telegram.post<{ Params: { token: string }; Body: Record<string, unknown> }>(
    '/bot:token/sendMessage',
    async (request, reply) => {
      const chatId = Number(request.body.chat_id);
      calls.push({ token: request.params.token, body: request.body, at: Date.now() });
      if (request.params.token !== TOKEN) {
        return reply.code(401).send({ ok: false, error_code: 401, description: 'Unauthorized' });
      }
      if (chatId === BLOCKED_CHAT) {
        return reply.code(403).send({
          ok: false,
          error_code: 403,
          description: 'Forbidden: bot was blocked by the user',
        });
      }
      if ((chatId === RATE_LIMITED_CHAT || chatId === FLAKY_CHAT) && !failedOnce.has(chatId)) {
        failedOnce.add(chatId);
        if (chatId === FLAKY_CHAT) return reply.code(502).send('<html>Bad Gateway</html>');
        return reply.code(429).send({
          ok: false,
          error_code: 429,
          description: 'Too Many Requests: retry after 0',
          parameters: { retry_after: 0 },
        });
      }
      return { ok: true, result: { message_id: calls.length, chat: { id: chatId } } };
    },
  );
  await telegram.listen({ host: '127.0.0.1', port: 0 });
  const address = telegram.server.address();
  if (!address || typeof address === 'string') throw new Error('fake Telegram did not listen');
  telegramUrl = `http://127.0.0.1:${address.port}`;
});
afterAll(() => telegram.close());
beforeEach(() => {
  calls = [];
  failedOnce.clear();
});

const message = {
  id: 7,
  messageText: '<b>Aksiya</b> &amp; bonus',
  buttonText: 'Ochish',
  buttonUrl: 'https://example.uz/promo',
};
const signal = new AbortController().signal;
const sender = (token = TOKEN, apiUrl = telegramUrl) =>
  new TelegramSender({ token, apiUrl, minIntervalMs: 0, retryDelayMs: 1 });

describe('TelegramSender', () => {
  it('posts sendMessage with HTML parse mode and the button as an inline keyboard', async () => {
    await sender().send(message, 5012345678, signal);
    expect(calls).toHaveLength(1);
    expect(calls[0].token).toBe(TOKEN);
    expect(calls[0].body).toEqual({
      chat_id: 5012345678,
      text: '<b>Aksiya</b> &amp; bonus',
      parse_mode: 'HTML',
      reply_markup: { inline_keyboard: [[{ text: 'Ochish', url: 'https://example.uz/promo' }]] },
    });
  });

  it('sends no keyboard without a button', async () => {
    await sender().send({ ...message, buttonText: null, buttonUrl: null }, 1, signal);
    expect(calls[0].body).not.toHaveProperty('reply_markup');
  });

  it('waits out a 429 and retries a 5xx', async () => {
    await sender().send(message, RATE_LIMITED_CHAT, signal);
    await sender().send(message, FLAKY_CHAT, signal);
    expect(calls.map((call) => call.body.chat_id)).toEqual([429, 429, 500, 500]);
  });

  it('keeps a pause between messages', async () => {
    const paced = new TelegramSender({ token: TOKEN, apiUrl: telegramUrl, minIntervalMs: 40 });
    await Promise.all([1, 2, 3].map((chatId) => paced.send(message, chatId, signal)));
    expect(calls[2].at - calls[0].at).toBeGreaterThanOrEqual(75);
  });

  it('fails one chat for a 403, and everything for a rejected token or no connection', async () => {
    await expect(sender().send(message, BLOCKED_CHAT, signal)).rejects.toThrow(
      new RecipientError('Forbidden: bot was blocked by the user'),
    );
    const badToken = sender('987654321:AAEwrongwrongwrongwrongwrongwrong');
    const rejected = await badToken.send(message, 1, signal).catch((error: unknown) => error);
    expect(rejected).toEqual(
      new DeliveryError('Telegram rejected the bot token: check TELEGRAM_BOT_TOKEN'),
    );

    const closed = Fastify();
    await closed.listen({ host: '127.0.0.1', port: 0 });
    const { port } = closed.server.address() as { port: number };
    await closed.close();
    const unreachable = sender(TOKEN, `http://127.0.0.1:${port}`);
    const error = await unreachable.send(message, 1, signal).catch((problem: unknown) => problem);
    expect(error).toBeInstanceOf(DeliveryError);
    expect((error as Error).message).toBe('Telegram is unreachable (ECONNREFUSED)');
    expect((error as Error).message).not.toContain(TOKEN);
  });
});

describe('the app with TELEGRAM_BOT_TOKEN', () => {
  let app: FastifyInstance;
  let auth: string;
  let logs: string[];
  beforeEach(async () => {
    logs = [];
    ({ app, auth } = await buildTestApp(
      {
        TELEGRAM_BOT_TOKEN: TOKEN,
        TELEGRAM_API_URL: `${telegramUrl}/`,
        BROADCAST_POLL_MS: '3600000',
      },
      { logger: { level: 'debug', stream: { write: (line: string) => logs.push(line) } } },
    ));
    addBotUsers(app.db, [BLOCKED_CHAT, 1001, 1002]);
  });
  afterEach(() => app.close());

  it('delivers through Telegram, not the outbox, and never logs the token', async () => {
    const queued = await sendBroadcast(app, auth, {
      messageText: '<i>Yangi</i> platforma',
      buttonText: 'Kirish',
      buttonUrl: 'https://example.uz',
    });
    const id: number = queued.json().id;
    expect(await app.broadcastWorker.runOnce()).toEqual([{ id, outcome: 'SENT' }]);

    expect(calls.map((call) => call.body.chat_id)).toEqual([BLOCKED_CHAT, 1001, 1002]);
    for (const call of calls) {
      expect(call.body).toMatchObject({
        text: '<i>Yangi</i> platforma',
        parse_mode: 'HTML',
        reply_markup: { inline_keyboard: [[{ text: 'Kirish', url: 'https://example.uz' }]] },
      });
    }
    expect(outbox(app, id)).toEqual([]);
    expect(await fetchBroadcast(app, auth, id)).toMatchObject({
      status: 'SENT',
      recipients: 3,
      failures: 1,
    });
    expect(logs.join('\n')).toContain(
      `broadcasts are delivered through Telegram sendMessage at ${telegramUrl}`,
    );
    expect(logs.join('\n')).not.toContain(TOKEN.split(':')[1]);
  });
});
