// The check of a Telegram Mini App's init data (the raw `initData` query string Telegram hands the
// Mini App): its signature, made with the bot's token (HMAC-SHA-256, checked by
// @telegram-apps/init-data-node), then its age against our own clock (the library's age check
// reads Date.now(), which tests cannot move), then the Telegram user it names.
import { isSignatureInvalidError, validate } from '@telegram-apps/init-data-node';

/** Why init data was refused; each is recorded with the refusal (routes/telegram/records.ts). */
export type { InitDataRefusal } from '../../contract/telegram.ts';
import type { InitDataRefusal } from '../../contract/telegram.ts';

export interface TelegramUser {
  id: number;
  /** The @name, when the user has one; for the records only. */
  username: string | null;
}

export type InitDataCheck =
  | { ok: true; user: TelegramUser }
  | {
      ok: false;
      reason: InitDataRefusal;
      /** The user the data claims to be, for the record; not to be trusted unless signed. */
      claimed: TelegramUser | null;
    };

export interface InitDataRules {
  botToken: string;
  maxAgeSeconds: number;
  now: number;
}

/** Init data signed up to this long "in the future" is a clock off by a little, not a refusal. */
export const CLOCK_SKEW_MS = 60_000;

const USERNAME_LIMIT = 64;

/** The user of the `user` field, when it is Telegram's JSON with a positive safe integer id. */
function readUser(params: URLSearchParams): TelegramUser | null {
  const text = params.get('user');
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { id, username } = value as { id?: unknown; username?: unknown };
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return null;
  return {
    id,
    username: typeof username === 'string' ? username.slice(0, USERNAME_LIMIT) : null,
  };
}

/** Checks `raw` init data; never throws for anything a client can send. */
export function checkInitData(raw: string, rules: InitDataRules): InitDataCheck {
  const params = new URLSearchParams(raw);
  const claimed = readUser(params);
  const refuse = (reason: InitDataRefusal): InitDataCheck => ({ ok: false, reason, claimed });

  const authDate = params.get('auth_date');
  if (authDate === null || !/^[0-9]{1,12}$/.test(authDate)) return refuse('malformed');
  try {
    // expiresIn 0: no age check here, ours follows with the app's clock. The library compares the
    // hash with `!==`; timing cannot be measured through the network at the few tries per
    // address that the sign-in route allows.
    validate(params, rules.botToken, { expiresIn: 0 });
  } catch (error) {
    return refuse(isSignatureInvalidError(error) ? 'bad_signature' : 'malformed');
  }

  const signedAt = Number(authDate) * 1000;
  if (signedAt > rules.now + CLOCK_SKEW_MS) return refuse('future');
  if (rules.now - signedAt > rules.maxAgeSeconds * 1000) return refuse('stale');
  if (params.has('user') && !claimed) return refuse('malformed');
  if (!claimed) return refuse('no_user');
  return { ok: true, user: claimed };
}
