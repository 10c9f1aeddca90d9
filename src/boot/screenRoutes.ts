// Which screen each route draws, and its code fetched ahead without running it: the start-up
// code (boot/main.ts) preloads the screen a signed-in visit opens on, so its files download alongside
// the app's instead of after them; a menu entry preloads its screen on hover or focus, and the
// idle work all of them (layout/useIdleWork.ts). The file list comes from index.html
// (build/screenChunks.ts); this module imports no screen, so that the entry chunk stays apart
// from the screens' chunks.

/** Each screen's module, by its file's name: the component it exports, or the group it is in. */
export const SCREEN_COMPONENTS = {
  dashboard: 'Dashboard',
  transactions: 'TransactionList',
  cards: 'CardList',
  platforms: 'PlatformList',
  osonConfigs: 'osonScreens',
  osonConfigEdit: 'osonScreens',
  osonConfigCreate: 'osonScreens',
  admins: 'AdminList',
  loginDevices: 'LoginHistoryList',
  lottery: 'LotteryPage',
  currency: 'CurrencyPage',
  broadcast: 'BroadcastPage',
  humo: 'HumoPage',
  auditLog: 'securityScreens',
  panelAccounts: 'securityScreens',
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
  'audit-log': 'auditLog',
  'panel-accounts': 'panelAccounts',
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

/** The files of each screen, as the build listed them in index.html (none on a dev server). */
function screenFiles(doc: Document): Record<string, string[]> {
  try {
    return JSON.parse(doc.getElementById(SCREEN_CHUNKS_ID)?.textContent || '{}');
  } catch {
    return {};
  }
}

/**
 * Starts downloading the scripts and style sheets of `name`'s screen: module preloads fetch and
 * compile, they do not run anything until the screen is opened. Resolves once every file has
 * arrived or failed.
 */
export function preloadScreenCode(name: ScreenName, doc: Document = document): Promise<void> {
  const loads: Promise<void>[] = [];
  const files = screenFiles(doc);
  for (const href of new Set(files[SCREEN_COMPONENTS[name]] ?? [])) {
    if (doc.querySelector(`link[href="${href}"]`)) continue;
    const link = doc.createElement('link');
    if (href.endsWith('.css')) {
      link.rel = 'preload';
      link.setAttribute('as', 'style');
    } else {
      link.rel = 'modulepreload';
      // Below the app's own files (preloaded by the page's head), which share a slow network's
      // bandwidth with these: the app arrives sooner and compiles while these still come.
      link.setAttribute('fetchpriority', 'low');
    }
    link.href = href;
    loads.push(
      new Promise((done) => {
        link.addEventListener('load', () => done(), { once: true });
        link.addEventListener('error', () => done(), { once: true });
      }),
    );
    doc.head.appendChild(link);
  }
  return Promise.all(loads).then(() => undefined);
}

/** Every screen's files, one screen after another, so that a later click finds them cached. */
export async function preloadAllScreens(doc: Document = document): Promise<void> {
  for (const name of Object.keys(SCREEN_COMPONENTS) as ScreenName[]) {
    await preloadScreenCode(name, doc);
  }
}
