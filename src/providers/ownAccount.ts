// One's own panel account on our server (docs/backend.md: Our server's extras), whatever its role:
//   getOwnAccount()                 -> GET    /panel-accounts/me
//   changeOwnPassword(current, new) -> PUT    /panel-accounts/me/password {currentPassword, password}
//   dismissLinkNotice()             -> DELETE /panel-accounts/me/link-notice
//   removeOwnTelegramLink()         -> DELETE /panel-accounts/me/telegram
import { isRole, type Role } from '../../contract/roles';
import type { HttpClient } from './httpClient';
import { isObject } from './decode';

/** The account's Telegram link, which lets that Telegram user open the panel without a password. */
export interface TelegramLink {
  telegramUserId: number;
  /** Who made it: the account's own username when its person made it in the Mini App. */
  by: string;
  /** ISO instant. */
  at: string;
  /** Typed by an owner and not yet proven by its Telegram user with the password. */
  pending: boolean;
}

export interface OwnAccount {
  username: string;
  role: Role | null;
  telegramLink: TelegramLink | null;
  /** The link, until its person has been told of it once (whoever made it). */
  linkNotice: TelegramLink | null;
}

function linkOf(value: unknown): TelegramLink | null {
  if (!isObject(value) || typeof value.telegramUserId !== 'number') return null;
  return {
    telegramUserId: value.telegramUserId,
    by: String(value.by),
    at: String(value.at),
    pending: value.pending === true,
  };
}

export function ownAccountApi(http: HttpClient) {
  return {
    async getOwnAccount(): Promise<OwnAccount> {
      const { data } = await http('/panel-accounts/me');
      if (!isObject(data)) throw new Error('Unexpected answer for the own account');
      return {
        username: String(data.username),
        role: isRole(data.role) ? data.role : null,
        telegramLink: linkOf(data.telegramLink),
        linkNotice: linkOf(data.linkNotice),
      };
    },
    async changeOwnPassword(currentPassword: string, password: string): Promise<void> {
      await http('/panel-accounts/me/password', {
        method: 'PUT',
        body: { currentPassword, password },
      });
    },
    async dismissLinkNotice(): Promise<void> {
      await http('/panel-accounts/me/link-notice', { method: 'DELETE' });
    },
    async removeOwnTelegramLink(): Promise<void> {
      await http('/panel-accounts/me/telegram', { method: 'DELETE' });
    },
  };
}
