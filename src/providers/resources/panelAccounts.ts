// The panel's own accounts on our server (docs/backend.md: Our server's extras):
//   getList -> GET  /panel-accounts                       (whole list, paged here)
//   create  -> POST /panel-accounts {username, password, role}
//   update  -> PUT  /panel-accounts/{id}/password {password}   when a password is given
//              PUT    /panel-accounts/{id}/role {role}                when a role is given
//              PUT    /panel-accounts/{id}/telegram {telegramUserId}  when a Telegram ID is given
//              DELETE /panel-accounts/{id}/telegram               when it is given as null
//              PUT  /panel-accounts/{id}?disabled=true|false   otherwise
//   linkTelegram(initData) -> POST /telegram/link {initData}: the signed-in account gets the
//              Telegram user the Mini App was opened from
// No answer carries a password or its hash.
import { isRole, type Role } from '../../../contract/roles';
import { hasField, idPath, rowsOf, text, type Row } from '../decode';
import { applyListParams } from '../listParams';
import type { HttpClient } from '../httpClient';
import type { ResourceFactory } from './types';

export type PanelAccount = {
  id: number;
  username: string;
  /** What it may do (contract/roles.ts); accounts from before roles are owners. */
  role: Role;
  disabled: boolean;
  /** ISO instant. */
  createdAt: string;
  /** The Telegram user who signs in as it inside Telegram, or null. */
  telegramUserId: number | null;
};

function toPanelAccount(row: Row): PanelAccount {
  return {
    id: Number(row.id),
    username: text(row.username),
    role: isRole(row.role) ? row.role : 'owner',
    disabled: row.disabled === true,
    createdAt: text(row.createdAt),
    telegramUserId:
      typeof row.telegramUserId === 'number' && Number.isFinite(row.telegramUserId)
        ? row.telegramUserId
        : null,
  };
}

function accountOf(data: unknown): PanelAccount {
  if (!hasField(data, 'id')) throw new Error('Unexpected answer for a panel account');
  return toPanelAccount(data);
}

export const panelAccountsResource: ResourceFactory<PanelAccount> = ({ http }) => ({
  getList: async (params) =>
    applyListParams(
      rowsOf((await http('/panel-accounts')).data, 'panel accounts').map(toPanelAccount),
      params,
    ),
  create: async (params) => {
    const { data } = await http('/panel-accounts', {
      method: 'POST',
      body: {
        username: text(params.data.username).trim(),
        password: text(params.data.password),
        role: text(params.data.role) || 'viewer',
      },
    });
    return { data: accountOf(data) };
  },
  update: async (params) => {
    const path = `/panel-accounts/${idPath(params.id)}`;
    const password = text(params.data.password);
    if (password) {
      return {
        data: accountOf(
          (await http(`${path}/password`, { method: 'PUT', body: { password } })).data,
        ),
      };
    }
    if (isRole(params.data.role)) {
      const { data } = await http(`${path}/role`, {
        method: 'PUT',
        body: { role: params.data.role },
      });
      return { data: accountOf(data) };
    }
    if ('telegramUserId' in params.data) {
      const telegramUserId = params.data.telegramUserId;
      const { data } =
        telegramUserId === null
          ? await http(`${path}/telegram`, { method: 'DELETE' })
          : await http(`${path}/telegram`, {
              method: 'PUT',
              body: { telegramUserId: Number(telegramUserId) },
            });
      return { data: accountOf(data) };
    }
    const { data } = await http(path, {
      method: 'PUT',
      query: { disabled: params.data.disabled === true },
    });
    return { data: accountOf(data) };
  },
});

export function telegramLinkApi(http: HttpClient) {
  return {
    async linkTelegram(initData: string): Promise<PanelAccount> {
      const { data } = await http('/telegram/link', { method: 'POST', body: { initData } });
      return accountOf(data);
    },
  };
}
