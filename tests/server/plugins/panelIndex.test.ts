// The admin app's preload links come only from the build's own list of file names.
import { describe, expect, it } from 'vitest';
import { adminPreloadLinks, SESSION_HINT_COOKIE } from '../../../server/plugins/panelIndex.ts';
import { SESSION_HINT_COOKIE as PANEL_COOKIE } from '../../../src/auth/tokenStore.ts';

// As build/screenChunks.ts writes it: JSON with every < escaped.
const page = (list: string) =>
  `<html><head></head><body><script type="application/json" id="screen-chunks">${list.replaceAll('<', '\\u003c')}</script></body></html>`;

describe('adminPreloadLinks', () => {
  it('links only plain asset names, and nothing from a missing or broken list', () => {
    const list = JSON.stringify({
      adminEntry: [
        '/assets/a-1.js',
        '/assets/x.js"><script>alert(1)</script>',
        '//evil.example/x.js',
      ],
    });
    expect(adminPreloadLinks(page(list))).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/a-1.js">',
    );
    expect(adminPreloadLinks(page('{nope'))).toBe('');
    expect(adminPreloadLinks('<html></html>')).toBe('');
  });

  it('reads the cookie the panel writes', () => {
    expect(SESSION_HINT_COOKIE).toBe(PANEL_COOKIE);
  });
});
