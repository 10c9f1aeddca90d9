// The login history ('Kirishlar Tarixi', docs/product.md: Screens).
import { History } from 'lucide';
import { defineResource } from '../../registry/types';
import { loginDevicesResource } from '../../providers/resources/loginDevices';

export default defineResource({
  name: 'login-devices',
  list: () => import('./LoginHistoryList').then((module) => module.LoginHistoryList),
  menu: { group: 'security', label: 'app.menu.loginHistory', icon: History },
  provider: loginDevicesResource,
});
