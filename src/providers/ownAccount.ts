// One's own panel account on our server (docs/backend.md: Our server's extras), whatever its role:
//   getOwnAccount()                 -> GET    /panel-accounts/me
//   changeOwnPassword(current, new) -> PUT    /panel-accounts/me/password {currentPassword, password}
//   dismissLinkNotice()             -> DELETE /panel-accounts/me/link-notice
import { isRole, type Role } from '../../contract/roles';
import type { HttpClient } from './httpClient';
import { isObject } from './decode';

/** A Telegram link someone else set on the account, which its person has not been shown yet. */
export interface LinkNotice {
  telegramUserId: number;
  /** Who set it. */
  by: string;
  /** ISO instant. */
  at: string;
}

export interface OwnAccount {
  username: string;
  role: Role | null;
  linkNotice: LinkNotice | null;
}

function linkNoticeOf(value: unknown): LinkNotice | null {
  if (!isObject(value) || typeof value.telegramUserId !== 'number') return null;
  return { telegramUserId: value.telegramUserId, by: String(value.by), at: String(value.at) };
}

export function ownAccountApi(http: HttpClient) {
  return {
    async getOwnAccount(): Promise<OwnAccount> {
      const { data } = await http('/panel-accounts/me');
      if (!isObject(data)) throw new Error('Unexpected answer for the own account');
      return {
        username: String(data.username),
        role: isRole(data.role) ? data.role : null,
        linkNotice: linkNoticeOf(data.linkNotice),
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
  };
}
