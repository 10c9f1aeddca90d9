// The panel's non-CRUD calls, one module each: the one list both the data provider (which merges
// them into react-admin's provider: dataProvider.ts) and its type (appDataProvider.ts) read, so a
// module added here is callable and typed at once. The capabilities are built apart: the
// provider keeps their answer for the app's first checks.
import { broadcastApi } from './broadcast';
import { currencyApi } from './currency';
import { dashboardApi } from './dashboard';
import { devicesApi } from './devices';
import { featuresApi } from './features';
import { humoApi } from './humo';
import type { HttpClient } from './httpClient';
import { journalExtrasApi } from './journalExtras';
import { lotteryApi } from './lottery';
import { ownAccountApi } from './ownAccount';
import { osonConfigApi } from './resources/osonConfigs';
import { telegramLinkApi } from './resources/panelAccounts';
import { platformApi } from './resources/platforms';
import { secondStepApi } from './secondStep';
import { userSummaryApi } from './userSummary';

export const CUSTOM_APIS = [
  featuresApi,
  journalExtrasApi,
  dashboardApi,
  lotteryApi,
  currencyApi,
  broadcastApi,
  humoApi,
  osonConfigApi,
  platformApi,
  telegramLinkApi,
  ownAccountApi,
  secondStepApi,
  devicesApi,
  userSummaryApi,
] as const;

type Intersection<T> = (T extends unknown ? (value: T) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never;

/** Every custom method of every module of CUSTOM_APIS. */
export type CustomApis = Intersection<ReturnType<(typeof CUSTOM_APIS)[number]>>;

/** The custom methods of every module, over `http`. */
export const customApis = (http: HttpClient): CustomApis =>
  Object.assign({}, ...CUSTOM_APIS.map((api) => api(http))) as CustomApis;
