// Admins = Telegram chats that receive the bot's admin notifications (docs/product.md, Admins).
//   getList  -> GET    /admin/chats                 (whole list, paged here)
//   create   -> POST   /admin/chats?chatId=X
//   update   -> PUT    /admin/chats/X?enable=true|false
//   delete   -> DELETE /admin/chats/X
// The production backend answers the writes with plain text, so records are rebuilt locally.
import { hasField, idPath, rowsOf, text, type Row } from '../decode';
import { applyListParams } from '../listParams';
import { deleted, type ResourceFactory } from './types';

export type AdminChat = {
  id: number;
  chatId: number;
  receiveNotifications: boolean;
};

function toAdminChat(row: Row): AdminChat {
  const chatId = Number(row.chatId);
  return { id: chatId, chatId, receiveNotifications: row.receiveNotifications !== false };
}

export const adminsResource: ResourceFactory<AdminChat> = ({ http }) => {
  const fetchAll = async () =>
    rowsOf((await http('/admin/chats')).data, 'admin chats').map(toAdminChat);

  return {
    getList: async (params) => applyListParams(await fetchAll(), params),
    getOne: async (params) => {
      const record = (await fetchAll()).find((admin) => String(admin.id) === String(params.id));
      if (!record) throw new Error(`Admin ${params.id} not found`);
      return { data: record };
    },
    create: async (params) => {
      const chatId = text(params.data.chatId).trim();
      const { data } = await http('/admin/chats', { method: 'POST', query: { chatId } });
      const record = hasField(data, 'chatId')
        ? toAdminChat(data)
        : toAdminChat({ chatId, receiveNotifications: true });
      return { data: record };
    },
    update: async (params) => {
      const enable = Boolean(params.data.receiveNotifications);
      const { data } = await http(`/admin/chats/${idPath(params.id)}`, {
        method: 'PUT',
        query: { enable },
      });
      const record = hasField(data, 'chatId')
        ? toAdminChat(data)
        : toAdminChat({ chatId: params.id, receiveNotifications: enable });
      return { data: record };
    },
    delete: async (params) => {
      await http(`/admin/chats/${idPath(params.id)}`, { method: 'DELETE' });
      return deleted(params);
    },
  };
};
