// The Oson accounts (docs/product.md: Screens). The spec's new-account page is the literal
// /oson-configs/new, a route of its own below the list (react-admin's create would be /create).
import { Wallet } from 'lucide';
import { defineResource } from '../../registry/types';
import { osonConfigsResource } from '../../providers/resources/osonConfigs';

export default defineResource({
  name: 'oson-configs',
  list: () => import('./OsonConfigList').then((module) => module.OsonConfigList),
  edit: () => import('./OsonConfigEdit').then((module) => module.OsonConfigEdit),
  routes: { new: () => import('./OsonConfigCreate').then((module) => module.OsonConfigCreate) },
  recordRepresentation: 'deviceName',
  menu: { group: 'settings', label: 'app.menu.osonConfigs', icon: Wallet },
  provider: osonConfigsResource,
});
