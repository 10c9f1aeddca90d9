// A panel account's password: as long as our server requires (contract/accountRules.ts). The
// messages are catalogue keys.
import { required } from 'ra-core';
import { MIN_PASSWORD_LENGTH } from '../../contract/accountRules';

const longEnough = (value: unknown) =>
  typeof value === 'string' && value.length > 0 && value.length < MIN_PASSWORD_LENGTH
    ? 'app.panelAccounts.passwordTooShort'
    : undefined;

export const PASSWORD_RULES = [required('app.panelAccounts.passwordRequired'), longEnough];
