// How people sign in: the second step (which roles need it, how long a device lasts, the origin
// passkeys are bound to) and the bot token of the sign-in by Telegram.
import { ROLES, isRole, type Role } from '../../contract/roles.ts';
import type { Config } from './types.ts';
import { ConfigError, read, readHttpUrl, readInteger, type Env } from './parse.ts';

/** Checked for shape only; the message never repeats the value, which is a secret. */
export function readTelegramBotToken(env: Env): string | undefined {
  const token = read(env, 'TELEGRAM_BOT_TOKEN');
  if (token !== undefined && !/^[0-9]{3,20}:[A-Za-z0-9_-]{20,100}$/.test(token)) {
    throw new ConfigError(
      'TELEGRAM_BOT_TOKEN must look like 123456789:AAE... as @BotFather gives it (value not shown)',
    );
  }
  return token;
}

/** SECOND_STEP_ROLES: a comma list of roles, or 'none'; the owners by default. */
export function readSecondStepRoles(env: Env): Role[] {
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

export function readDeviceLifetimes(env: Env): Pick<Config, 'deviceIdleDays' | 'deviceMaxDays'> {
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
export function readWebauthnOrigin(env: Env): string | undefined {
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
