// The names the build, the server that sends the page and the start-up that reads it share: each
// is this one constant, imported by all three (loadTime/build.ts, server/plugins/panelIndex.ts,
// src/boot/, src/settings/), so that a rename cannot leave one of them behind.

/** The cookie that says a session exists (no secret in it): src/auth/tokenStore.ts sets it, and
 * the server then adds the admin app's preload links to the page. */
export const SESSION_HINT_COOKIE = 'panel_session';

/** The <script type="application/json"> element of the run-time settings, written by the server. */
export const SETTINGS_ELEMENT_ID = 'panel-settings';

/** The start-up's module, which index.html loads; its static graph is the chunk named
 * START_CHUNK_NAME (loadTime/build.ts). */
export const MAIN_ENTRY_SOURCE = 'src/boot/main.ts';
export const START_CHUNK_NAME = 'start';

/** The admin app's entry module. Its whole static graph is one chunk named ADMIN_CHUNK_NAME
 * (loadTime/build.ts): Vite's manifest keys a chunk that others import from by its file, not its
 * source, and the server finds it there by that name to preload it and its imports for a
 * signed-in visit. */
export const ADMIN_ENTRY_SOURCE = 'src/boot/adminEntry.tsx';
export const ADMIN_CHUNK_NAME = 'adminEntry';
export const ADMIN_CHUNK_PREFIX = `assets/${ADMIN_CHUNK_NAME}-`;

/** Where the build writes Vite's manifest, in the built panel's folder. */
export const MANIFEST_FILE = '.vite/manifest.json';

/** JSON for a <script type="application/json"> element: a `<` could close the element early. */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The settings the server hands the panel at run time (server/routes/app-config/, written into
 * the page and at GET /config.json; read by src/settings/settings.ts).
 */
export interface RuntimeConfig {
  /** Base URL of the API: '/api' on our server, or a full URL of another host. */
  apiUrl: string;
  /** IP geolocation service read at sign-in; empty disables the lookup. */
  geolocationUrl: string;
  /** Zone of timestamps that carry no zone (docs/backend.md: Times). */
  serverTimeZone: string;
  /** apiUrl given to a new Oson config. */
  osonDefaultApiUrl: string;
}
