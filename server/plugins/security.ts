// Security headers for every answer (panel, API and proxy): a strict CSP and helmet's defaults;
// the hashed files under /assets/ get the two that apply to a script, style sheet or image.
//
// None of them depends on the request, so the set is built once at start and copied onto each
// reply by a plain onRequest hook. Not @fastify/helmet: it rebuilds helmet's middleware (CSP
// parsing included) on every request and stores a fresh closure over the request and reply on
// `reply.helmet`. Those closures kept every request's objects alive through V8's young-generation
// collections: each scavenge copied the finished requests and promoted them to the old
// generation, and those pauses, landing inside requests, set the journal page's tail latency.
// tests/server/plugins/security.test.ts checks that these headers stay exactly what
// @fastify/helmet sends with the options the server gave it.
import fp from 'fastify-plugin';

export interface SecurityPluginOptions {
  /** The geolocation service the panel calls at sign-in; '' when disabled. */
  geolocationUrl: string;
  /**
   * The panel is offered as a Telegram Mini App: Telegram's web client (web.telegram.org) shows a
   * Mini App in a frame, so it may frame the panel. Telegram's phone and desktop apps open it in
   * a web view of their own, which no framing rule concerns.
   */
  telegramMiniApp?: boolean;
}

/** Who may show the panel in a frame when it is a Telegram Mini App: Telegram's web client. */
export const TELEGRAM_WEB_ORIGIN = 'https://web.telegram.org';

/** CSP directives, named as helmet names them (camelCase); values are source expressions. */
export function contentSecurityPolicy(
  geolocationUrl: string,
  { telegramMiniApp = false } = {},
): Record<string, string[]> {
  const connectSrc = ["'self'"];
  if (geolocationUrl) connectSrc.push(new URL(geolocationUrl).origin);
  return {
    defaultSrc: ["'self'"],
    // No 'unsafe-inline' for scripts: the built panel has no inline script at all.
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    // The toasts' library (sonner) adds its style sheet as a <style> element when it loads;
    // without 'unsafe-inline' here the toasts would be unstyled. Styles cannot run code.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc,
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: telegramMiniApp ? ["'self'", TELEGRAM_WEB_ORIGIN] : ["'none'"],
    formAction: ["'self'"],
  };
}

/** The header value, formatted as helmet formats it: `default-src 'self';script-src 'self'`. */
export function serializeContentSecurityPolicy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => {
      const directive = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      for (const value of values) {
        // A ; or , would end the directive (or the policy) early and smuggle in another one.
        if (/[;,]/.test(value)) throw new Error(`Invalid CSP value for ${directive}: ${value}`);
      }
      return values.length > 0 ? `${directive} ${values.join(' ')}` : directive;
    })
    .join(';');
}

/**
 * Every security header of an answer: the CSP, no referrer, no framing (X-Frame-Options DENY for
 * browsers that only know that header), and helmet's defaults for the rest. Without
 * upgrade-insecure-requests on purpose: a panel served over plain HTTP on a LAN address would
 * have its own asset URLs rewritten to https. As a Telegram Mini App, the CSP's frame-ancestors
 * lets Telegram's web client frame it, and X-Frame-Options is left out: it cannot name an origin,
 * and every browser that knows frame-ancestors follows it instead.
 */
export function securityHeaders(
  geolocationUrl: string,
  { telegramMiniApp = false } = {},
): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': serializeContentSecurityPolicy(
      contentSecurityPolicy(geolocationUrl, { telegramMiniApp }),
    ),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
  if (telegramMiniApp) delete headers['x-frame-options'];
  return headers;
}

/**
 * The headers of a file under /assets/ (hashed scripts, style sheets and images, never a
 * document): no type sniffing, and no reading from other origins. A document's policies (CSP,
 * framing, referrer, COOP, HSTS...) do nothing on such a file; sent on each file of a first visit
 * they are kilobytes that a slow network carries before the files themselves.
 */
export function assetHeaders(): Record<string, string> {
  return {
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
  };
}

export const ASSETS_PREFIX = '/assets/';

export default fp<SecurityPluginOptions>(
  async (app, options) => {
    const headers = Object.freeze(
      securityHeaders(options.geolocationUrl, { telegramMiniApp: options.telegramMiniApp }),
    );
    const forAssets = Object.freeze(assetHeaders());
    // At onRequest, as helmet did: error answers, 404s and static files carry them too.
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.url.startsWith(ASSETS_PREFIX) ? forAssets : headers);
      done();
    });
  },
  { name: 'security' },
);
