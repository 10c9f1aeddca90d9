// Reads the server's environment variables into a typed, validated Config (config/types.ts): one
// variable at a time through config/parse.ts, the settings that go together through their group
// (config/accounts.ts, config/signIn.ts, config/service.ts).
import path from 'node:path';
import { readAdminAccount, readUpstreamAccount } from './config/accounts.ts';
import { read, readBoolean, readHttpUrl, readInteger, readTimeZone } from './config/parse.ts';
import type { Env } from './config/parse.ts';
import { readLogLevel, readMetricsToken, readTrustProxy } from './config/service.ts';
import {
  readDeviceLifetimes,
  readSecondStepRoles,
  readTelegramBotToken,
  readWebauthnOrigin,
} from './config/signIn.ts';
import type { Config } from './config/types.ts';

export { ConfigError } from './config/parse.ts';
export type { Config } from './config/types.ts';

export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const dataDir = read(env, 'DATA_DIR') ?? './data';
  const upstream = readHttpUrl('API_UPSTREAM', read(env, 'API_UPSTREAM'));
  // GEOLOCATION_URL= (set but empty) disables the lookup, so it is not read through read().
  const geolocationRaw = env.GEOLOCATION_URL;
  const geolocationUrl =
    geolocationRaw === undefined
      ? 'https://ipapi.co/json/'
      : (readHttpUrl('GEOLOCATION_URL', geolocationRaw.trim() || undefined) ?? '');

  return {
    host: read(env, 'HOST') ?? '127.0.0.1',
    port: readInteger(env, 'PORT', 8080, 0, 65535),
    dataDir: dataDir === ':memory:' ? dataDir : path.resolve(cwd, dataDir),
    ...readAdminAccount(env),
    demoData: readBoolean(env, 'DEMO_DATA', true),
    apiUpstream: upstream?.replace(/\/+$/, ''),
    ...readUpstreamAccount(env, upstream),
    upstreamTimeoutMs: readInteger(env, 'UPSTREAM_TIMEOUT_MS', 15_000, 100, 120_000),
    journalMirror: readBoolean(env, 'JOURNAL_MIRROR', true),
    journalPollSeconds: readInteger(env, 'JOURNAL_POLL_SECONDS', 15, 1, 3600),
    journalBackfillRate: readInteger(env, 'JOURNAL_BACKFILL_RATE', 5, 0, 50),
    journalRecheckHours: readInteger(env, 'JOURNAL_RECHECK_HOURS', 24, 0, 24 * 30),
    businessTimeZone: readTimeZone(env, 'BUSINESS_TIME_ZONE', 'Asia/Tashkent'),
    panelServerTimeZone: readTimeZone(env, 'PANEL_SERVER_TIME_ZONE', 'UTC'),
    geolocationUrl,
    osonDefaultApiUrl:
      readHttpUrl('OSON_DEFAULT_API_URL', read(env, 'OSON_DEFAULT_API_URL')) ??
      'https://core.oson.uz',
    telegramBotToken: readTelegramBotToken(env),
    // Minutes, not hours: Telegram signs the init data when the Mini App opens, and the panel
    // signs in with it at once; a copy of it is good for nothing after this (and once only).
    telegramInitDataMaxAgeSeconds: readInteger(
      env,
      'TELEGRAM_INIT_DATA_MAX_AGE_SECONDS',
      300,
      60,
      86_400,
    ),
    telegramSessionTtlSeconds: readInteger(
      env,
      'TELEGRAM_SESSION_TTL_SECONDS',
      12 * 3600,
      300,
      30 * 86_400,
    ),
    telegramApiUrl: (
      readHttpUrl('TELEGRAM_API_URL', read(env, 'TELEGRAM_API_URL')) ?? 'https://api.telegram.org'
    ).replace(/\/+$/, ''),
    broadcastPollMs: readInteger(env, 'BROADCAST_POLL_MS', 2000, 100, 3_600_000),
    humoUpstream: readHttpUrl('HUMO_UPSTREAM', read(env, 'HUMO_UPSTREAM'))?.replace(/\/+$/, ''),
    humoTimeoutMs: readInteger(env, 'HUMO_TIMEOUT_MS', 15_000, 100, 120_000),
    authMaxFailures: readInteger(env, 'AUTH_MAX_FAILURES', 10, 1, 1_000_000),
    authFailureWindowSeconds: readInteger(env, 'AUTH_FAILURE_WINDOW_SECONDS', 900, 1, 86_400 * 30),
    secondStepRoles: readSecondStepRoles(env),
    ...readDeviceLifetimes(env),
    webauthnOrigin: readWebauthnOrigin(env),
    distDir: path.resolve(cwd, read(env, 'DIST_DIR') ?? './dist'),
    logLevel: readLogLevel(env),
    trustProxy: readTrustProxy(env),
    shutdownGraceMs: readInteger(env, 'SHUTDOWN_GRACE_MS', 10_000, 0, 600_000),
    metricsToken: readMetricsToken(env),
  };
}
