// The admin app's preload links come only from the build's own list of file names.
import { describe, expect, it } from 'vitest';
import { adminPreloadLinks, settingsElement } from '../../../server/plugins/panelIndex.ts';

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
});

describe('the settings element', () => {
  it('carries the settings as JSON that no value can close early', () => {
    const element = settingsElement({ osonDefaultApiUrl: 'https://x/</script><script>alert(1)' });
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    const json = /^<script type="application\/json" id="panel-settings">(.*)<\/script>$/.exec(
      element,
    )![1];
    expect(JSON.parse(json)).toEqual({
      osonDefaultApiUrl: 'https://x/</script><script>alert(1)',
    });
  });
});
