// The panel's own accounts on our server (docs/backend.md: Our server's extras):
//   getList -> GET  /panel-accounts                       (whole list, paged here)
//   create  -> POST /panel-accounts {username, password}
//   update  -> PUT  /panel-accounts/{id}/password {password}   when a password is given
//              PUT  /panel-accounts/{id}?disabled=true|false   otherwise
// No answer carries a password or its hash.
import { hasField, idPath, rowsOf, text, type Row } from '../decode';
import { applyListParams } from '../listParams';
import type { ResourceFactory } from './types';

export type PanelAccount = {
  id: number;
  username: string;
  disabled: boolean;
  /** ISO instant. */
  createdAt: string;
};

function toPanelAccount(row: Row): PanelAccount {
  return {
    id: Number(row.id),
    username: text(row.username),
    disabled: row.disabled === true,
    createdAt: text(row.createdAt),
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
      body: { username: text(params.data.username).trim(), password: text(params.data.password) },
    });
    return { data: accountOf(data) };
  },
  update: async (params) => {
    const path = `/panel-accounts/${idPath(params.id)}`;
    const password = text(params.data.password);
    const { data } = password
      ? await http(`${path}/password`, { method: 'PUT', body: { password } })
      : await http(path, { method: 'PUT', query: { disabled: params.data.disabled === true } });
    return { data: accountOf(data) };
  },
});
