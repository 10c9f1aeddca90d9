// The platforms ('Manage Platforms', docs/product.md: Screens).
import { AppWindow } from 'lucide';
import { defineResource } from '../../registry/types';
import { platformsResource } from '../../providers/resources/platforms';

export default defineResource({
  name: 'platforms',
  list: () => import('./PlatformList').then((module) => module.PlatformList),
  recordRepresentation: 'name',
  menu: { group: 'management', label: 'app.menu.platforms', icon: AppWindow },
  provider: platformsResource,
});
