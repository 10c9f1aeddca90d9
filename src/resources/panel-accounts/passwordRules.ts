// A panel account's password: at least 8 characters, as our server requires
// (server/auth/accounts.ts, MIN_PASSWORD_LENGTH). The messages are catalogue keys.
import { required } from 'ra-core';

export const MIN_PASSWORD_LENGTH = 8;

const longEnough = (value: unknown) =>
  typeof value === 'string' && value.length > 0 && value.length < MIN_PASSWORD_LENGTH
    ? 'app.panelAccounts.passwordTooShort'
    : undefined;

export const PASSWORD_RULES = [required('app.panelAccounts.passwordRequired'), longEnough];
