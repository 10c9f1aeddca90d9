// The second step at sign-in on our server (the embedded API and the gateway; the production
// backend knows only Basic credentials, so the plain pass-through has none): an authenticator app
// (TOTP, RFC 6238) or a passkey (WebAuthn), after which the browser holds a device session (an
// HttpOnly cookie). One vocabulary for the server that answers it and the panel that reads it.
//
// With Basic credentials alone, an account that has a second step is answered
//   401 {message, reason: 'second_step'}         (the panel then asks for a code or a passkey)
// and an account whose role must have one (SECOND_STEP_ROLES) but has none
//   401 {message, reason: 'second_step_setup'}   (the panel leads it to set one up)
// on every route but the second step's own (SECOND_STEP_ROUTES below), which need only the
// password. A request counts with its Basic credentials AND a live device session of that account.
//
//   GET    /second-step                  -> SecondStepState (one's own)
//   POST   /second-step/totp/setup       -> {secret, uri} (a new, unconfirmed authenticator)
//   POST   /second-step/totp/confirm     {code} -> {recoveryCodes} + a device session
//   POST   /second-step/totp             {code} | {recoveryCode} -> 204 + a device session
//   POST   /second-step/passkey/register-options         -> WebAuthn creation options (JSON)
//   POST   /second-step/passkey/register {response, name} -> {recoveryCodes | null} + a device
//   POST   /second-step/passkey/options                  -> WebAuthn request options (JSON)
//   POST   /second-step/passkey          {response}      -> 204 + a device session
//   DELETE /second-step/passkeys/:id     one's own passkey removed (needs a device session)
//   GET    /devices                      -> Device[] (one's own; an owner: ?all=true, everyone's)
//   DELETE /devices/:id                  -> 204 (one's own; an owner: anyone's)
//   DELETE /devices                      -> 204 ("sign out everywhere": all of one's own)
//   DELETE /panel-accounts/:id/second-step  (owner) the account's second step reset -> 204
//   GET    /role-settings                -> RoleSettings[]; PUT /role-settings/:role {telegramSignIn}

export const SECOND_STEP = 'second_step';
export const SECOND_STEP_SETUP = 'second_step_setup';
export type SecondStepReason = typeof SECOND_STEP | typeof SECOND_STEP_SETUP;

export const isSecondStepReason = (value: unknown): value is SecondStepReason =>
  value === SECOND_STEP || value === SECOND_STEP_SETUP;

/** The device session's cookie (HttpOnly, SameSite=Strict, Secure behind https, Path=/api). */
export const DEVICE_COOKIE = 'panel_device';

/** One's own second step, as GET /second-step answers it. */
export interface SecondStepState {
  /** The role must have one (SECOND_STEP_ROLES). */
  required: boolean;
  /** An authenticator app is set up (confirmed). */
  totp: boolean;
  passkeys: { id: number; name: string; createdAt: string }[];
  recoveryCodesLeft: number;
}

/** How a device passed its second step. */
export const DEVICE_STEPS = ['totp', 'recovery', 'passkey'] as const;
export type DeviceStep = (typeof DEVICE_STEPS)[number];

export interface Device {
  id: number;
  /** The account's (an owner's list has everyone's). */
  username: string;
  userAgent: string;
  ipAddress: string;
  step: DeviceStep;
  /** ISO instants. */
  createdAt: string;
  lastUsedAt: string;
  /** The request's own device. */
  current: boolean;
}

export interface RoleSettings {
  role: string;
  /** Whether the role may sign in by Telegram (the Mini App). */
  telegramSignIn: boolean;
}

/** Recovery codes given when a first second step is set up, each good once. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * The second step's own routes (below the API's base), which need only the password: what one
 * asks to pass the step, and reads to know which step to offer.
 */
export const SECOND_STEP_PASS_ROUTES = [
  'GET /second-step',
  'POST /second-step/totp',
  'POST /second-step/passkey/options',
  'POST /second-step/passkey',
] as const;

/**
 * The set-up routes: with the password alone only while the account has no second step (so that
 * a role that must have one can set it up); adding a further method needs a live device session.
 */
export const SECOND_STEP_SETUP_ROUTES = [
  'POST /second-step/totp/setup',
  'POST /second-step/totp/confirm',
  'POST /second-step/passkey/register-options',
  'POST /second-step/passkey/register',
] as const;

/** Both lists: every route that answers neither reason. */
export const SECOND_STEP_ROUTES = [...SECOND_STEP_PASS_ROUTES, ...SECOND_STEP_SETUP_ROUTES];

// How the server answers the step itself (added with the server; the lines above are unchanged):
//   a wrong code, a code already accepted in its window (each is accepted once), an unknown or
//     used recovery code, a passkey that does not verify:
//       400 {message: 'code: …' | 'recoveryCode: …' | 'response: …'}, and it counts toward the
//       same lock-out as a wrong password (AUTH_MAX_FAILURES per address and window, and as many
//       per account): then 429 {message} with Retry-After, on every route from that address
//   nothing to check yet (no authenticator set up or pending, no passkey, no options asked):
//       409 {message}
//   a step passed: Set-Cookie panel_device=<token>; HttpOnly; SameSite=Strict; Path=/api;
//       Max-Age=<DEVICE_MAX_DAYS in seconds> (Secure behind https). The device then ends when
//       unused for DEVICE_IDLE_DAYS, after DEVICE_MAX_DAYS, when ended (DELETE /devices…), at a
//       new password or a disabled account, or when an owner resets the account's second step.
//   POST /second-step/totp/confirm answers {recoveryCodes: []} (an empty list) when the account
//       already had a second step: its recovery codes are kept.
//   DELETE /devices also ends the account's sessions of the sign-in by Telegram.
//   The sign-in by Telegram refuses an account whose role has it off:
//       401 {message, reason: 'telegram_off'}
export const TELEGRAM_OFF = 'telegram_off';

// A session of the sign-in by Telegram has passed no password and no second step: it may not set
// up, remove or reset a second step, manage accounts or role settings, link a Telegram user,
// change a password or dismiss the notice of a link (those routes' rules, beside each route, say
// PASSWORD: server/access/routeAccess.ts). Such a request is answered
//       403 {message, code: 'password_needed'}
// and the panel says, in the UI language, to open the panel in a browser and sign in there.
export const PASSWORD_NEEDED = 'password_needed';
