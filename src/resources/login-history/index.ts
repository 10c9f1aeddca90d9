// The login history ('Kirishlar Tarixi', docs/product.md: Screens). Everything of it is named the
// login history except its resource name, which react-admin makes its address: the spec's
// /login-devices (and so the roles table's and the catalogues' resource key).
import { History } from 'lucide';
import { defineResource } from '../../registry/types';
import { loginHistoryResource } from '../../providers/resources/loginHistory';
import { LOGIN_HISTORY_RESOURCE } from './resourceName';

export default defineResource({
  name: LOGIN_HISTORY_RESOURCE,
  list: () => import('./LoginHistoryList').then((module) => module.LoginHistoryList),
  menu: { group: 'security', label: 'app.menu.loginHistory', icon: History },
  provider: loginHistoryResource,
});
