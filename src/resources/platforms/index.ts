// The platforms ('Manage Platforms', docs/product.md: Screens).
import { AppWindow } from 'lucide';
import { defineResource } from '../../registry/types';
import { platformsResource } from '../../providers/resources/platforms';
import { platformsRead } from '../../providers/reads';

export default defineResource({
  name: 'platforms',
  list: () => import('./PlatformList').then((module) => module.PlatformList),
  recordRepresentation: 'name',
  menu: { group: 'management', label: 'app.menu.platforms', icon: AppWindow },
  provider: platformsResource,
  // The whole list, whatever the page: the module pages it in the panel.
  listRead: platformsRead,
});
