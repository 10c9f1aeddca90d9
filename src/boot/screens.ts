// The code of every screen, by name (boot/screenRoutes.ts says which route draws which). Each is
// fetched on demand: when its route first renders, when a menu entry points at it, and for all
// of them once the first screen is drawn and the browser is idle (layout/useIdleWork.ts). The
// start-up code does not import this module (see screenRoutes.ts).
import type { ScreenName } from './screenRoutes';

export const SCREENS = {
  dashboard: () => import('../pages/dashboard/Dashboard'),
  transactions: () => import('../resources/transactions/TransactionList'),
  cards: () => import('../resources/cards/CardList'),
  platforms: () => import('../resources/platforms/PlatformList'),
  osonConfigs: () => import('../resources/oson-configs/OsonConfigList'),
  osonConfigEdit: () => import('../resources/oson-configs/OsonConfigEdit'),
  osonConfigCreate: () => import('../resources/oson-configs/OsonConfigCreate'),
  admins: () => import('../resources/admins/AdminList'),
  loginDevices: () => import('../resources/login-devices/LoginHistoryList'),
  lottery: () => import('../pages/lottery/LotteryPage'),
  currency: () => import('../pages/currency/CurrencyPage'),
  broadcast: () => import('../pages/broadcast/BroadcastPage'),
  humo: () => import('../pages/humo/HumoPage'),
} satisfies Record<ScreenName, () => Promise<unknown>>;

/** The theme of the screens still drawn with MUI, which comes in with each of them. */
export const loadMuiTheme = () => import('../layout/mui/MuiScreen');

/** Screens not moved to src/ui yet: they need MUI's theme too. */
const ON_MUI = new Set<ScreenName>([
  'cards',
  'platforms',
  'osonConfigs',
  'osonConfigEdit',
  'osonConfigCreate',
  'admins',
  'loginDevices',
  'lottery',
  'currency',
  'broadcast',
  'humo',
]);

/** Starts fetching the code of `name` (and MUI's theme where it needs it); failures wait for the route. */
export function fetchScreen(name: ScreenName): Promise<unknown> {
  const loads: Promise<unknown>[] = [SCREENS[name]()];
  if (ON_MUI.has(name)) loads.push(loadMuiTheme());
  const all = Promise.all(loads);
  // Offline or a new deploy: the route fetches it again and shows its own failure.
  all.catch(() => undefined);
  return all;
}

/** Every screen's code, one after another, so that a later click finds it in the cache. */
export async function fetchAllScreens(): Promise<void> {
  for (const name of Object.keys(SCREENS) as ScreenName[]) {
    await fetchScreen(name).catch(() => undefined);
  }
}
