// The panel's screens: one line each, in the menu's order (a screen without an entry beside
// the screens it is reached from). Everything that lists screens (the
// routes, the menu, the data provider's resources, the early reads and the code loaded ahead)
// reads this list; a new screen is its folder's index.ts and a line here (docs/
// adding-a-resource.md).
import dashboard from './pages/dashboard';
import cards from './resources/cards';
import platforms from './resources/platforms';
import transactions from './resources/transactions';
import user from './pages/user';
import lottery from './pages/lottery';
import admins from './resources/admins';
import loginHistory from './resources/login-history';
import devices from './pages/devices';
import auditLog from './resources/audit-log';
import panelAccounts from './resources/panel-accounts';
import currency from './pages/currency';
import osonConfigs from './resources/oson-configs';
import broadcast from './pages/broadcast';
import humo from './pages/humo';
import type { ScreenDeclaration } from './registry/types';

export const SCREENS: readonly ScreenDeclaration[] = [
  dashboard,
  cards,
  platforms,
  transactions,
  user,
  lottery,
  admins,
  loginHistory,
  devices,
  auditLog,
  panelAccounts,
  currency,
  osonConfigs,
  broadcast,
  humo,
];
