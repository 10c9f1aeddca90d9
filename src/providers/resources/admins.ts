// Admins = Telegram chats that receive the bot's admin notifications (SPEC §2 Admins).
//   getList  -> GET    /admin/chats                 (whole list, paged here)
//   create   -> POST   /admin/chats?chatId=X
//   update   -> PUT    /admin/chats/X?enable=true|false
//   delete   -> DELETE /admin/chats/X
// The production backend answers the writes with plain text, so records are rebuilt locally.
import type { RaRecord } from 'ra-core';
import { applyListParams } from '../listParams';
import { expectArray, type ResourceFactory } from './types';

export interface AdminChat extends RaRecord {
  chatId: number;
  receiveNotifications: boolean;
}

function toAdminChat(row: Record<string, unknown>): AdminChat {
  const chatId = Number(row.chatId);
  return { id: chatId, chatId, receiveNotifications: row.receiveNotifications !== false };
}

const isChatRecord = (data: unknown): data is Record<string, unknown> =>
  !!data && typeof data === 'object' && 'chatId' in data;

export const adminsResource: ResourceFactory = ({ http }) => {
  const fetchAll = async () =>
    expectArray((await http('/admin/chats')).data, 'admin chats').map(toAdminChat);

  return {
    getList: async (_resource, params) => applyListParams(await fetchAll(), params) as never,
    getOne: async (_resource, params) => {
      const record = (await fetchAll()).find((admin) => String(admin.id) === String(params.id));
      if (!record) throw new Error(`Admin ${params.id} not found`);
      return { data: record } as never;
    },
    create: async (_resource, params) => {
      const chatId = String(params.data.chatId).trim();
      const { data } = await http('/admin/chats', { method: 'POST', query: { chatId } });
      const record = isChatRecord(data)
        ? toAdminChat(data)
        : toAdminChat({ chatId, receiveNotifications: true });
      return { data: record } as never;
    },
    update: async (_resource, params) => {
      const enable = Boolean(params.data.receiveNotifications);
      const { data } = await http(`/admin/chats/${encodeURIComponent(String(params.id))}`, {
        method: 'PUT',
        query: { enable },
      });
      const record = isChatRecord(data)
        ? toAdminChat(data)
        : toAdminChat({ chatId: params.id, receiveNotifications: enable });
      return { data: record } as never;
    },
    delete: async (_resource, params) => {
      await http(`/admin/chats/${encodeURIComponent(String(params.id))}`, { method: 'DELETE' });
      return { data: (params.previousData ?? { id: params.id }) as never };
    },
  };
};
