// Security headers for every answer (panel, API and proxy): a strict CSP and helmet's defaults.
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export interface SecurityPluginOptions {
  /** The geolocation service the panel calls at sign-in; '' when disabled. */
  geolocationUrl: string;
}

export function contentSecurityPolicy(geolocationUrl: string): Record<string, string[]> {
  const connectSrc = ["'self'"];
  if (geolocationUrl) connectSrc.push(new URL(geolocationUrl).origin);
  return {
    defaultSrc: ["'self'"],
    // No 'unsafe-inline' for scripts: the built panel has no inline script at all.
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    // MUI styles through emotion, which injects <style> tags at run time; without
    // 'unsafe-inline' here every component would render unstyled. Styles cannot run code.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc,
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
  };
}

export default fp<SecurityPluginOptions>(
  async (app, options) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        // Not helmet's defaults: they add upgrade-insecure-requests, which breaks a panel served
        // over plain HTTP on a LAN address by rewriting its own asset URLs to https.
        useDefaults: false,
        directives: contentSecurityPolicy(options.geolocationUrl),
      },
      referrerPolicy: { policy: 'no-referrer' },
      // Matches frame-ancestors 'none' for browsers that only know X-Frame-Options.
      frameguard: { action: 'deny' },
    });
  },
  { name: 'security' },
);
