// The broadcast and Humo settings (TELEGRAM_BOT_TOKEN, TELEGRAM_API_URL, BROADCAST_POLL_MS,
// HUMO_UPSTREAM, HUMO_TIMEOUT_MS), the Mini App's (TELEGRAM_INIT_DATA_MAX_AGE_SECONDS,
// TELEGRAM_SESSION_TTL_SECONDS) and the start-up lines about them, which never show a secret.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { integrationLines } from '../../server/startup.ts';

const TOKEN = '123456789:AAEhBOweik6ad9r_QXMENQjcrGbqCr4K-ra';

describe('broadcast and Humo settings', () => {
  it('reads every variable, trimming trailing slashes from URLs', () => {
    const config = loadConfig({
      TELEGRAM_BOT_TOKEN: ` ${TOKEN} `,
      TELEGRAM_API_URL: 'http://127.0.0.1:9999/',
      BROADCAST_POLL_MS: '500',
      HUMO_UPSTREAM: 'https://humo-helper.internal/api/',
      HUMO_TIMEOUT_MS: '20000',
    });
    expect(config).toMatchObject({
      telegramBotToken: TOKEN,
      telegramApiUrl: 'http://127.0.0.1:9999',
      broadcastPollMs: 500,
      humoUpstream: 'https://humo-helper.internal/api',
      humoTimeoutMs: 20_000,
    });
  });

  it("reads the Mini App's limits: init data age and session length, in seconds", () => {
    const config = loadConfig({
      TELEGRAM_INIT_DATA_MAX_AGE_SECONDS: '600',
      TELEGRAM_SESSION_TTL_SECONDS: '3600',
    });
    expect(config).toMatchObject({
      telegramInitDataMaxAgeSeconds: 600,
      telegramSessionTtlSeconds: 3600,
    });
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ TELEGRAM_BOT_TOKEN: '', HUMO_UPSTREAM: '  ' });
    expect(config.telegramBotToken).toBeUndefined();
    expect(config.humoUpstream).toBeUndefined();
  });

  it.each([
    [{ BROADCAST_POLL_MS: '50' }, 'BROADCAST_POLL_MS must be an integer from 100 to 3600000'],
    [{ BROADCAST_POLL_MS: 'soon' }, 'BROADCAST_POLL_MS must be an integer'],
    [{ HUMO_TIMEOUT_MS: '0' }, 'HUMO_TIMEOUT_MS must be an integer from 100 to 120000'],
    [{ HUMO_UPSTREAM: 'humo-helper:8000' }, 'HUMO_UPSTREAM must use http or https'],
    [{ HUMO_UPSTREAM: 'not a url' }, 'HUMO_UPSTREAM must be an absolute http(s) URL'],
    [{ TELEGRAM_API_URL: 'ftp://api.telegram.org' }, 'TELEGRAM_API_URL must use http or https'],
    [
      { TELEGRAM_INIT_DATA_MAX_AGE_SECONDS: '30' },
      'TELEGRAM_INIT_DATA_MAX_AGE_SECONDS must be an integer from 60 to 86400',
    ],
    [
      { TELEGRAM_INIT_DATA_MAX_AGE_SECONDS: '1h' },
      'TELEGRAM_INIT_DATA_MAX_AGE_SECONDS must be an integer',
    ],
    [
      { TELEGRAM_SESSION_TTL_SECONDS: '99999999' },
      'TELEGRAM_SESSION_TTL_SECONDS must be an integer from 300 to 2592000',
    ],
    [{ TELEGRAM_SESSION_TTL_SECONDS: '-1' }, 'TELEGRAM_SESSION_TTL_SECONDS must be an integer'],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('refuses a malformed bot token without repeating it', () => {
    const secret = 'not-a-token-but-secret';
    let error: unknown;
    try {
      loadConfig({ TELEGRAM_BOT_TOKEN: secret });
    } catch (problem) {
      error = problem;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/^TELEGRAM_BOT_TOKEN must look like/);
    expect((error as Error).message).not.toContain(secret);
  });
});

describe('integrationLines', () => {
  it('names the outbox and the sandbox with its codes when nothing is configured', () => {
    expect(integrationLines(loadConfig({}))).toEqual([
      'Broadcasts: recorded in the broadcast_outbox table (TELEGRAM_BOT_TOKEN is not set)',
      'Humo: SANDBOX (HUMO_UPSTREAM is not set): SMS code 11111 signs in, ' +
        '22222 asks for the two-step password "sandbox"',
    ]);
  });

  it('shows where deliveries and Humo calls go, but no token or URL credentials', () => {
    const lines = integrationLines(
      loadConfig({
        TELEGRAM_BOT_TOKEN: TOKEN,
        HUMO_UPSTREAM: 'https://user:pa55@humo-helper.internal/api/?key=k3y',
      }),
    );
    expect(lines).toEqual([
      'Broadcasts: sent through Telegram (https://api.telegram.org)',
      'Humo: forwarded to https://humo-helper.internal/api',
    ]);
    expect(lines.join('\n')).not.toMatch(/AAEh|pa55|k3y/);
  });
});
