// 'Panel hisoblari', our server's panel accounts (docs/product.md: Beyond the spec).
import { UserCog } from 'lucide';
import { defineResource } from '../../registry/types';
import { panelAccountsResource } from '../../providers/resources/panelAccounts';

export default defineResource({
  name: 'panel-accounts',
  list: () => import('./PanelAccountList').then((module) => module.PanelAccountList),
  menu: { group: 'security', label: 'app.menu.panelAccounts', icon: UserCog },
  capability: 'panelAccounts',
  provider: panelAccountsResource,
});
