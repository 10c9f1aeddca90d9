// The admins' Telegram chats (docs/product.md: Screens).
import { ShieldCheck } from 'lucide';
import { defineResource } from '../../registry/types';
import { adminsResource } from '../../providers/resources/admins';

export default defineResource({
  name: 'admins',
  list: () => import('./AdminList').then((module) => module.AdminList),
  recordRepresentation: 'chatId',
  menu: { group: 'security', label: 'app.menu.admins', icon: ShieldCheck },
  provider: adminsResource,
});
