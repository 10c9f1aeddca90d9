// The broadcast to the bot's users (docs/product.md: Screens).
import { Megaphone } from 'lucide';
import { definePage } from '../../registry/types';

export default definePage({
  path: '/broadcast',
  access: 'broadcasts',
  view: () => import('./BroadcastPage').then((module) => module.BroadcastPage),
  menu: { group: 'settings', label: 'app.menu.broadcast', icon: Megaphone },
});
