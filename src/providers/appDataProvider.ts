// The panel's data provider as the screens call it (useDataProvider<AppDataProvider>()): react-
// admin's CRUD methods and the non-CRUD calls. A module of its own, free of the registry, so
// that screen declarations can name it (registry/types.ts) without an import circle.
import type { DataProvider } from 'ra-core';
import type { broadcastApi } from './broadcast';
import type { capabilitiesApi } from './capabilities';
import type { currencyApi } from './currency';
import type { dashboardApi } from './dashboard';
import type { devicesApi } from './devices';
import type { featuresApi } from './features';
import type { humoApi } from './humo';
import type { journalExtrasApi } from './journalExtras';
import type { lotteryApi } from './lottery';
import type { osonConfigApi } from './resources/osonConfigs';
import type { ownAccountApi } from './ownAccount';
import type { platformApi } from './resources/platforms';
import type { secondStepApi } from './secondStep';
import type { telegramLinkApi } from './resources/panelAccounts';
import type { userSummaryApi } from './userSummary';

export type AppDataProvider = DataProvider &
  ReturnType<typeof featuresApi> &
  ReturnType<typeof capabilitiesApi> &
  ReturnType<typeof journalExtrasApi> &
  ReturnType<typeof dashboardApi> &
  ReturnType<typeof lotteryApi> &
  ReturnType<typeof currencyApi> &
  ReturnType<typeof broadcastApi> &
  ReturnType<typeof humoApi> &
  ReturnType<typeof osonConfigApi> &
  ReturnType<typeof platformApi> &
  ReturnType<typeof telegramLinkApi> &
  ReturnType<typeof ownAccountApi> &
  ReturnType<typeof secondStepApi> &
  ReturnType<typeof devicesApi> &
  ReturnType<typeof userSummaryApi>;
