// Why the sign-in by Telegram refused (POST /telegram/session's `reason`): the server's refusals
// (server/auth/telegramInitData.ts, server/routes/telegram/) and the words the Mini App chooses
// for each (src/telegram/miniApp.ts), one list, so a renamed reason fails both type checks.
export const INIT_DATA_REFUSALS = [
  /** Not init data: no hash, no or a bad auth_date, a user that is not Telegram's JSON. */
  'malformed',
  /** The hash is not the bot token's signature of the fields: forged, or a field was changed. */
  'bad_signature',
  /** Signed longer ago than the allowed age. */
  'stale',
  /** Signed later than our clock says it is now (more than the allowed skew). */
  'future',
  /** Signed, but it names no user (a Mini App opened without one). */
  'no_user',
] as const;
export type InitDataRefusal = (typeof INIT_DATA_REFUSALS)[number];

export const SIGN_IN_REFUSALS = [
  ...INIT_DATA_REFUSALS,
  /** No panel account is linked to the Telegram user. */
  'unlinked',
  /** The linked account is disabled. */
  'disabled',
  /** Init data that already opened a session or made a link (server/auth/initDataUse.ts). */
  'replayed',
  /** The account's role may not sign in by Telegram (an owner's role setting). */
  'telegram_off',
  /** The link was typed and its Telegram user has not proven the account's password yet. */
  'link_pending',
  /** The password sent to prove a typed link is not the account's. */
  'wrong_password',
] as const;
export type SignInRefusal = (typeof SIGN_IN_REFUSALS)[number];

export const isSignInRefusal = (value: unknown): value is SignInRefusal =>
  typeof value === 'string' && (SIGN_IN_REFUSALS as readonly string[]).includes(value);
