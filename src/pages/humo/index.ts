// The Humo / Telegram login (docs/product.md: Screens).
import { Send } from 'lucide';
import { definePage } from '../../registry/types';

export default definePage({
  path: '/humo',
  access: 'humo',
  view: () => import('./HumoPage').then((module) => module.HumoPage),
  menu: { group: 'settings', label: 'app.menu.humo', icon: Send },
});
