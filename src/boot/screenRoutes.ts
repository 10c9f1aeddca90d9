// Which screen each route draws, and its code fetched ahead: the start-up code (main.ts) calls
// preloadScreenCode for the screen a signed-in visit opens on, so its files download alongside
// the app's instead of after them. The file list comes from index.html (build/screenChunks.ts);
// this module imports no screen, so that the entry chunk stays apart from the screens' chunks.

/** Each screen and the component its module exports (the module's file is named after it). */
export const SCREEN_COMPONENTS = {
  dashboard: 'Dashboard',
  transactions: 'TransactionList',
  cards: 'CardList',
  platforms: 'PlatformList',
  osonConfigs: 'OsonConfigList',
  osonConfigEdit: 'OsonConfigEdit',
  osonConfigCreate: 'OsonConfigCreate',
  admins: 'AdminList',
  loginDevices: 'LoginHistoryList',
  lottery: 'LotteryPage',
  currency: 'CurrencyPage',
  broadcast: 'BroadcastPage',
  humo: 'HumoPage',
} as const;

export type ScreenName = keyof typeof SCREEN_COMPONENTS;

const BY_FIRST_SEGMENT: Record<string, ScreenName> = {
  '': 'dashboard',
  transactions: 'transactions',
  cards: 'cards',
  platforms: 'platforms',
  'oson-configs': 'osonConfigs',
  admins: 'admins',
  'login-devices': 'loginDevices',
  lottery: 'lottery',
  currency: 'currency',
  broadcast: 'broadcast',
  humo: 'humo',
};

/** The screen drawn at `pathname`, or undefined where the app redirects (unknown paths). */
export function screenAt(pathname: string): ScreenName | undefined {
  const [first = '', second, ...rest] = pathname.replace(/^\/+|\/+$/g, '').split('/');
  const name = BY_FIRST_SEGMENT[first];
  if (!name || rest.length > 0) return undefined;
  if (second === undefined) return name;
  if (name !== 'osonConfigs') return undefined;
  return second === 'new' ? 'osonConfigCreate' : 'osonConfigEdit';
}

/** The element build/screenChunks.ts writes into index.html. */
export const SCREEN_CHUNKS_ID = 'screen-chunks';

/** Starts downloading the scripts and style sheets of `name`'s screen (dev servers list none). */
export function preloadScreenCode(name: ScreenName, doc: Document = document): void {
  let chunks: Record<string, string[]>;
  try {
    chunks = JSON.parse(doc.getElementById(SCREEN_CHUNKS_ID)?.textContent || '{}');
  } catch {
    return;
  }
  for (const href of chunks[SCREEN_COMPONENTS[name]] ?? []) {
    if (doc.querySelector(`link[href="${href}"]`)) continue;
    const link = doc.createElement('link');
    if (href.endsWith('.css')) {
      link.rel = 'preload';
      link.setAttribute('as', 'style');
    } else {
      link.rel = 'modulepreload';
    }
    link.href = href;
    doc.head.appendChild(link);
  }
}
