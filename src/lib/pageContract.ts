// The names the built page, the server that sends it and the start-up that reads it share: each
// is this one constant, imported by all three (build/, server/plugins/panelIndex.ts, src/boot/),
// so that a rename cannot leave one of them behind.

/** The cookie that says a session exists (no secret in it): src/auth/tokenStore.ts sets it, and
 * the server then adds the admin app's preload links to the page. */
export const SESSION_HINT_COOKIE = 'panel_session';

/** The <script type="application/json"> element of the run-time settings, written by the server. */
export const SETTINGS_ELEMENT_ID = 'panel-settings';

/** The <script type="application/json"> element of each screen's files, written by the build. */
export const SCREEN_CHUNKS_ELEMENT_ID = 'screen-chunks';

/** The chunk of the admin app in that list (and the name of its file). */
export const ADMIN_CHUNK_NAME = 'adminEntry';

/** JSON for a <script type="application/json"> element: a `<` could close the element early. */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
