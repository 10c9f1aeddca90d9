// The server's settings as loadConfig (../config.ts) reads them from the environment.
import type { Role } from '../../contract/roles.ts';

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
  /**
   * The gateway keeps a copy of the backend's journal (server/gateway/journalMirror/): polled
   * every journalPollSeconds for all panels together, filled back in time at journalBackfillRate
   * requests a second at most (0: no backfill), and walked again journalRecheckHours after a
   * walk ended (0: never).
   */
  journalMirror: boolean;
  journalPollSeconds: number;
  journalBackfillRate: number;
  journalRecheckHours: number;
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
