// Reads the server's environment variables into a typed, validated Config.
import { passwordProblem, usernameProblem } from '../contract/accountRules.ts';
import { ROLES, isRole, type Role } from '../contract/roles.ts';
import path from 'node:path';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  host: string;
  port: number;
  /** Absolute path, or the literal ':memory:' for a throw-away in-memory database. */
  dataDir: string;
  /** Both set or both undefined. */
  adminUsername?: string;
  adminPassword?: string;
  demoData: boolean;
  /** Origin + path of the production backend's API, without a trailing slash. */
  apiUpstream?: string;
  /**
   * The production backend's one account (UPSTREAM_USERNAME / UPSTREAM_PASSWORD), held by the
   * server only. Both set (with apiUpstream): the gateway (server/gateway/) stands in front of the
   * backend with our panel accounts, request checks, secret-free answers and the audit log. Both
   * unset: apiUpstream is a plain pass-through proxy. The password is a secret: never logged.
   */
  upstreamUsername?: string;
  upstreamPassword?: string;
  /** How long the gateway waits for the backend's answer before it answers 504. */
  upstreamTimeoutMs: number;
  businessTimeZone: string;
  panelServerTimeZone: string;
  /** Empty string means the panel must not call a geolocation service. */
  geolocationUrl: string;
  osonDefaultApiUrl: string;
  /**
   * Bot token (a secret: never logged, never in an answer). Broadcasts go through it (unset: the
   * outbox records them), and it checks the signature of the Mini App's init data: set, the
   * embedded API and the gateway offer the sign-in by Telegram (server/routes/telegram/).
   */
  telegramBotToken?: string;
  /** Init data signed longer ago than this is refused at the sign-in by Telegram. */
  telegramInitDataMaxAgeSeconds: number;
  /** How long a session opened by the sign-in by Telegram lasts. */
  telegramSessionTtlSeconds: number;
  /** Bot API origin without a trailing slash; tests point it at a fake Telegram. */
  telegramApiUrl: string;
  /** Pause between two runs of the broadcast worker. */
  broadcastPollMs: number;
  /** Humo helper service /api/humo/* forwards to, without a trailing slash; unset: the sandbox. */
  humoUpstream?: string;
  /** How long a Humo helper request may take before it answers 504. */
  humoTimeoutMs: number;
  authMaxFailures: number;
  authFailureWindowSeconds: number;
  /**
   * Roles whose accounts must have a second step (an authenticator app or a passkey) before they
   * may do anything with their password (contract/secondStep.ts); any account may set one up.
   */
  secondStepRoles: Role[];
  /** A device session (after the second step) ends when unused this long... */
  deviceIdleDays: number;
  /** ...and this long after it began, used or not. */
  deviceMaxDays: number;
  /**
   * The panel's origin as passkeys are bound to it (https://admin.example.com); unset: the
   * request's own protocol and Host.
   */
  webauthnOrigin?: string;
  distDir: string;
  logLevel: LogLevel;
  /** Passed to Fastify's trustProxy so request.ip is the client, not the reverse proxy. */
  trustProxy: false | number | string;
  /** After SIGTERM, how long requests in flight may take before their connections are cut. */
  shutdownGraceMs: number;
  /** Bearer token of GET /metrics (a secret: never logged); unset: no /metrics. */
  metricsToken?: string;
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Empty values count as unset, so `FOO=` in a .env file does not override a default. */
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function readInteger(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return Number(raw);
}

function readBoolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = read(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['true', '1', 'yes', 'on'].includes(raw)) return true;
  if (['false', '0', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

function readTimeZone(env: Env, name: string, fallback: string): string {
  const zone = read(env, name) ?? fallback;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    throw new ConfigError(`${name} must be an IANA time zone such as Asia/Tashkent, got "${zone}"`);
  }
  return zone;
}

function readHttpUrl(name: string, raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${name} must use http or https, got "${raw}"`);
  }
  return raw;
}

/** Checked for shape only; the message never repeats the value, which is a secret. */
function readTelegramBotToken(env: Env): string | undefined {
  const token = read(env, 'TELEGRAM_BOT_TOKEN');
  if (token !== undefined && !/^[0-9]{3,20}:[A-Za-z0-9_-]{20,100}$/.test(token)) {
    throw new ConfigError(
      'TELEGRAM_BOT_TOKEN must look like 123456789:AAE... as @BotFather gives it (value not shown)',
    );
  }
  return token;
}

/** Checked for shape only; the message never repeats the value, which is a secret. */
function readMetricsToken(env: Env): string | undefined {
  const token = read(env, 'METRICS_TOKEN');
  if (token !== undefined && !/^[\x21-\x7e]{24,256}$/.test(token)) {
    throw new ConfigError(
      'METRICS_TOKEN must be 24 to 256 visible ASCII characters, e.g. `openssl rand -hex 32` ' +
        '(value not shown)',
    );
  }
  return token;
}

/**
 * How many proxies to trust, or which: `true` would take whatever `X-Forwarded-For` a client
 * sends as its address (the lock-out and the audit log would believe it), so only a hop count
 * or the proxies' addresses are accepted.
 */
function readTrustProxy(env: Env): false | number | string {
  const raw = read(env, 'TRUST_PROXY');
  if (raw === undefined || raw.toLowerCase() === 'false') return false;
  if (raw.toLowerCase() === 'true') {
    throw new ConfigError(
      'TRUST_PROXY=true would believe any X-Forwarded-For a client sends: give the number of ' +
        'proxies in front of the server (e.g. 1) or their addresses',
    );
  }
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops < 1 || hops > 10) throw new ConfigError('TRUST_PROXY: a hop count is 1 to 10');
    return hops;
  }
  return raw; // comma-separated proxy addresses or CIDR ranges, as Fastify accepts them
}

/** SECOND_STEP_ROLES: a comma list of roles, or 'none'; the owners by default. */
function readSecondStepRoles(env: Env): Role[] {
  const raw = read(env, 'SECOND_STEP_ROLES');
  if (raw === undefined) return ['owner'];
  if (raw.toLowerCase() === 'none') return [];
  const names = raw.split(',').map((name) => name.trim().toLowerCase());
  const wrong = names.find((name) => !isRole(name));
  if (wrong !== undefined) {
    throw new ConfigError(
      `SECOND_STEP_ROLES must list roles among ${ROLES.join(', ')} (or be none), got "${wrong}"`,
    );
  }
  return [...new Set(names as Role[])];
}

function readDeviceLifetimes(env: Env): Pick<Config, 'deviceIdleDays' | 'deviceMaxDays'> {
  const deviceIdleDays = readInteger(env, 'DEVICE_IDLE_DAYS', 30, 1, 3650);
  const deviceMaxDays = readInteger(env, 'DEVICE_MAX_DAYS', 90, 1, 3650);
  if (deviceIdleDays > deviceMaxDays) {
    throw new ConfigError(
      `DEVICE_IDLE_DAYS (${deviceIdleDays}) must not exceed DEVICE_MAX_DAYS (${deviceMaxDays})`,
    );
  }
  return { deviceIdleDays, deviceMaxDays };
}

/** WEBAUTHN_ORIGIN: an origin alone (scheme, host and port), as a browser names the panel's. */
function readWebauthnOrigin(env: Env): string | undefined {
  const raw = readHttpUrl('WEBAUTHN_ORIGIN', read(env, 'WEBAUTHN_ORIGIN'));
  if (raw === undefined) return undefined;
  const url = new URL(raw);
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new ConfigError(
      `WEBAUTHN_ORIGIN must be an origin alone, such as https://admin.example.com, got "${raw}"`,
    );
  }
  return url.origin;
}

function readAdminAccount(env: Env): Pick<Config, 'adminUsername' | 'adminPassword'> {
  const username = read(env, 'ADMIN_USERNAME');
  // Passwords are taken verbatim: surrounding spaces may be deliberate.
  const password = env.ADMIN_PASSWORD ? env.ADMIN_PASSWORD : undefined;
  if ((username === undefined) !== (password === undefined)) {
    throw new ConfigError('ADMIN_USERNAME and ADMIN_PASSWORD must be set together');
  }
  // The rules of every account (no ':', which ends the name in Basic credentials; no look-alike
  // letters), and a password as long as any other account's.
  const nameProblem = username === undefined ? undefined : usernameProblem(username);
  if (nameProblem) throw new ConfigError(`ADMIN_USERNAME ${nameProblem}`);
  const passwordIssue = password === undefined ? undefined : passwordProblem(password);
  if (passwordIssue) throw new ConfigError(`ADMIN_PASSWORD ${passwordIssue}`);
  return { adminUsername: username, adminPassword: password };
}

/**
 * UPSTREAM_USERNAME and UPSTREAM_PASSWORD: both or neither, only with API_UPSTREAM, which then
 * must not carry credentials of its own. Messages never repeat the password.
 */
function readUpstreamAccount(
  env: Env,
  upstream: string | undefined,
): Pick<Config, 'upstreamUsername' | 'upstreamPassword'> {
  const username = read(env, 'UPSTREAM_USERNAME');
  // Taken verbatim, like ADMIN_PASSWORD: surrounding spaces may be deliberate.
  const password = env.UPSTREAM_PASSWORD ? env.UPSTREAM_PASSWORD : undefined;
  if (username === undefined && password === undefined) return {};
  if (username === undefined || password === undefined) {
    throw new ConfigError('UPSTREAM_USERNAME and UPSTREAM_PASSWORD must be set together');
  }
  if (upstream === undefined) {
    throw new ConfigError('UPSTREAM_USERNAME and UPSTREAM_PASSWORD need API_UPSTREAM');
  }
  // Basic auth splits "username:password" at the first colon.
  if (username.includes(':')) throw new ConfigError('UPSTREAM_USERNAME must not contain ":"');
  const url = new URL(upstream);
  if (url.username || url.password) {
    throw new ConfigError(
      'API_UPSTREAM must not carry credentials when UPSTREAM_USERNAME and UPSTREAM_PASSWORD are set',
    );
  }
  return { upstreamUsername: username, upstreamPassword: password };
}

export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const dataDir = read(env, 'DATA_DIR') ?? './data';
  const upstream = readHttpUrl('API_UPSTREAM', read(env, 'API_UPSTREAM'));
  // GEOLOCATION_URL= (set but empty) disables the lookup, so it is not read through read().
  const geolocationRaw = env.GEOLOCATION_URL;
  const geolocationUrl =
    geolocationRaw === undefined
      ? 'https://ipapi.co/json/'
      : (readHttpUrl('GEOLOCATION_URL', geolocationRaw.trim() || undefined) ?? '');
  const logLevel = (read(env, 'LOG_LEVEL') ?? 'info').toLowerCase() as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }

  return {
    host: read(env, 'HOST') ?? '127.0.0.1',
    port: readInteger(env, 'PORT', 8080, 0, 65535),
    dataDir: dataDir === ':memory:' ? dataDir : path.resolve(cwd, dataDir),
    ...readAdminAccount(env),
    demoData: readBoolean(env, 'DEMO_DATA', true),
    apiUpstream: upstream?.replace(/\/+$/, ''),
    ...readUpstreamAccount(env, upstream),
    upstreamTimeoutMs: readInteger(env, 'UPSTREAM_TIMEOUT_MS', 15_000, 100, 120_000),
    businessTimeZone: readTimeZone(env, 'BUSINESS_TIME_ZONE', 'Asia/Tashkent'),
    panelServerTimeZone: readTimeZone(env, 'PANEL_SERVER_TIME_ZONE', 'UTC'),
    geolocationUrl,
    osonDefaultApiUrl:
      readHttpUrl('OSON_DEFAULT_API_URL', read(env, 'OSON_DEFAULT_API_URL')) ??
      'https://core.oson.uz',
    telegramBotToken: readTelegramBotToken(env),
    telegramInitDataMaxAgeSeconds: readInteger(
      env,
      'TELEGRAM_INIT_DATA_MAX_AGE_SECONDS',
      3600,
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
    logLevel,
    trustProxy: readTrustProxy(env),
    shutdownGraceMs: readInteger(env, 'SHUTDOWN_GRACE_MS', 10_000, 0, 600_000),
    metricsToken: readMetricsToken(env),
  };
}
