// The words of the sign-in by Telegram's refusals. The panel shows its own text in the UI language
// for each `reason` (the answer carries it); these are for logs, scripts and curl.
import type { InitDataRefusal } from '../../auth/telegramInitData.ts';
import type { SignInRefusal } from './records.ts';

/** What is wrong with init data, as the rest of a 400's "initData: ..." says it. */
export const INIT_DATA_PROBLEMS: Record<InitDataRefusal, string> = {
  malformed: 'is not Telegram init data',
  bad_signature: "is not signed with this bot's token",
  stale: 'is too old: open the Mini App again',
  future: "is dated later than the server's clock",
  no_user: 'names no Telegram user',
};

export const REFUSAL_MESSAGES: Record<SignInRefusal, string> = {
  malformed: 'Telegram sign-in refused: the init data is not Telegram init data',
  bad_signature: "Telegram sign-in refused: the init data is not signed with this bot's token",
  stale: 'Telegram sign-in refused: the init data is too old; open the Mini App again',
  future: "Telegram sign-in refused: the init data is dated later than the server's clock",
  no_user: 'Telegram sign-in refused: the init data names no Telegram user',
  unlinked: 'No panel account is linked to this Telegram user',
  disabled: 'The panel account linked to this Telegram user is disabled',
  replayed: 'Telegram sign-in refused: this init data was used already; open the Mini App again',
  telegram_off: "The panel account's role may not sign in by Telegram: sign in with the password",
  link_pending:
    "This Telegram user's link to a panel account is not proven yet: send the account's password once",
  wrong_password: "Telegram sign-in refused: the password is not the linked panel account's",
};
