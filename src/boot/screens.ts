// The code of every screen, by name (boot/screenRoutes.ts says which route draws which), loaded
// and run when its route first renders (lazyScreen.ts); it may have been downloaded before
// (screenRoutes.ts). The start-up code does not import this module (see screenRoutes.ts).
import type { ScreenName } from './screenRoutes';

export const SCREENS = {
  dashboard: () => import('../pages/dashboard/Dashboard'),
  transactions: () => import('../resources/transactions/TransactionList'),
  cards: () => import('../resources/cards/CardList'),
  platforms: () => import('../resources/platforms/PlatformList'),
  osonConfigs: () => import('../resources/oson-configs/osonScreens'),
  osonConfigEdit: () => import('../resources/oson-configs/osonScreens'),
  osonConfigCreate: () => import('../resources/oson-configs/osonScreens'),
  admins: () => import('../resources/admins/AdminList'),
  loginDevices: () => import('../resources/login-devices/LoginHistoryList'),
  lottery: () => import('../pages/lottery/LotteryPage'),
  currency: () => import('../pages/currency/CurrencyPage'),
  broadcast: () => import('../pages/broadcast/BroadcastPage'),
  humo: () => import('../pages/humo/HumoPage'),
  auditLog: () => import('../resources/securityScreens'),
  panelAccounts: () => import('../resources/securityScreens'),
} satisfies Record<ScreenName, () => Promise<unknown>>;
