// Launcher helpers shared by server.ts and dev.ts: config loading with a readable failure and
// the start-up banner (the stop on signals: shutdown.ts).
import type { FastifyInstance } from 'fastify';
import { buildApp, offersTelegramMiniApp } from './app.ts';
import type { AppOverrides } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import type { Config } from './config.ts';
import { SANDBOX_CODE_SIGNED_IN, SANDBOX_CODE_TWO_STEP, SANDBOX_PASSWORD } from './humo/sandbox.ts';

/** The config, or exit(1) with one readable line instead of a stack trace. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
}

/** The app, or exit(1) with one readable line when the setting it found wrong is the reason. */
export async function buildAppOrExit(
  config: Config,
  overrides?: AppOverrides,
): Promise<FastifyInstance> {
  try {
    return await buildApp(config, overrides);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
}

export function displayUrl(host: string, port: number): string {
  // A wildcard address is where the server listens, not somewhere a browser can go.
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
}

export function listeningPort(app: FastifyInstance, fallback: number): number {
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : fallback;
}

/** A URL to print: origin and path only, so user:password or a ?key= never reach the console. */
export function printableUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`;
}

/** Where broadcasts and Humo calls go (embedded API only); the bot token is never shown. */
export function integrationLines(config: Config): string[] {
  const broadcasts = config.telegramBotToken
    ? `Broadcasts: sent through Telegram (${printableUrl(config.telegramApiUrl)})`
    : 'Broadcasts: recorded in the broadcast_outbox table (TELEGRAM_BOT_TOKEN is not set)';
  const humo = config.humoUpstream
    ? `Humo: forwarded to ${printableUrl(config.humoUpstream)}`
    : `Humo: SANDBOX (HUMO_UPSTREAM is not set): SMS code ${SANDBOX_CODE_SIGNED_IN} signs in, ` +
      `${SANDBOX_CODE_TWO_STEP} asks for the two-step password "${SANDBOX_PASSWORD}"`;
  return [broadcasts, humo];
}

/** Whether the panel signs in by Telegram as a Mini App, and its limits; never the bot token. */
function miniAppLines(config: Config): string[] {
  if (!offersTelegramMiniApp(config)) return [];
  return [
    `Telegram Mini App: sign-in by Telegram on (init data up to ` +
      `${config.telegramInitDataMaxAgeSeconds} s old, sessions of ` +
      `${config.telegramSessionTtlSeconds} s); link accounts in 'Panel hisoblari' or with ` +
      '`npm run account -- telegram <username> <telegramUserId>`',
  ];
}

/**
 * What /api is, said plainly: the embedded API, the gateway, or the pass-through and what it
 * leaves open. The backend's URL is shown without credentials; its account's password never.
 */
export function apiLines(config: Config, apiUrl: string): string[] {
  if (!config.apiUpstream) {
    return [
      `API: ${apiUrl}/api (data: ${config.dataDir})`,
      ...integrationLines(config),
      ...miniAppLines(config),
      ...secondStepLines(config),
    ];
  }
  const backend = printableUrl(config.apiUpstream);
  if (config.upstreamUsername !== undefined) {
    return [
      `API: ${apiUrl}/api -> gateway to the production backend at ${backend}`,
      `Gateway: panel accounts, saved views and the audit log in ${config.dataDir}; every ` +
        'request signed in with a panel account and checked before it is forwarded; platform ' +
        'and Oson secrets kept out of answers; every change in the audit log; the backend ' +
        `account "${config.upstreamUsername}" is used by this server only`,
      ...miniAppLines(config),
      ...secondStepLines(config),
    ];
  }
  return [
    `API: ${apiUrl}/api -> passed through UNCHANGED to ${backend}`,
    "WARNING: pass-through mode. Every admin signs in with the backend's one account, whose " +
      'password each browser holds; GET /api/admin/login answers the login history to anyone, ' +
      'without credentials; platform passwords and API keys and Oson passwords reach the ' +
      'browser; requests are not checked; nothing is in an audit log. Set UPSTREAM_USERNAME and ' +
      'UPSTREAM_PASSWORD to put the gateway in front (docs/production-backend.md).',
  ];
}

/** Who must pass a second step after the password (SECOND_STEP_ROLES). */
function secondStepLines(config: Config): string[] {
  if (config.secondStepRoles.length === 0) return ['Second step at sign-in: required of no role'];
  return [
    `Second step at sign-in: required of ${config.secondStepRoles.join(', ')} (an authenticator ` +
      'app, or a passkey on https or localhost), set up at the first sign-in',
  ];
}

export function printStartup(app: FastifyInstance, config: Config, apiUrl: string): void {
  for (const line of apiLines(config, apiUrl)) console.log(line);
  if (app.demoCredentials) {
    const { username, password } = app.demoCredentials;
    console.log(
      `Demo sign-in: ${username} / ${password} (the password alone: the demo account is ` +
        "offered a second step in 'Mening hisobim', not required to set one)",
    );
  }
}
