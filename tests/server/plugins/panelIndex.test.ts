// The page the server sends: the admin app's preload links, taken from the build's manifest (the
// admin chunk by its file name, and every chunk it imports, with their style sheets), and the
// run-time settings element.
import { describe, expect, it } from 'vitest';
import { adminPreloadLinks, settingsElement } from '../../../server/plugins/panelIndex.ts';

// As Vite writes dist/.vite/manifest.json: the admin chunk, which others import from, is keyed by
// its file.
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-2.css'] },
  '_adminEntry-3.js': {
    file: 'assets/adminEntry-3.js',
    isDynamicEntry: true,
    imports: ['index.html', '_shared-4.js'],
    css: ['assets/adminEntry-5.css'],
  },
  '_shared-4.js': { file: 'assets/shared-4.js', imports: ['_adminEntry-3.js'] },
  'src/pages/dashboard/Dashboard.tsx': { file: 'assets/Dashboard-6.js', isDynamicEntry: true },
};

const hrefs = (links: string) => [...links.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);

describe('adminPreloadLinks', () => {
  it('preloads the admin chunk, every chunk it imports and their style sheets, once each', () => {
    const links = adminPreloadLinks(MANIFEST);
    expect(hrefs(links).sort()).toEqual(
      [
        '/assets/adminEntry-3.js',
        '/assets/adminEntry-5.css',
        '/assets/index-1.js',
        '/assets/index-2.css',
        '/assets/shared-4.js',
      ].sort(),
    );
    expect(links).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/adminEntry-3.js">',
    );
    expect(links).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/adminEntry-5.css">',
    );
  });

  it('links only plain asset names, and nothing without a manifest or an admin chunk', () => {
    const hostile = {
      '_adminEntry-3.js': {
        file: 'assets/adminEntry-3.js',
        imports: ['_evil.js'],
        css: ['assets/x.css"><script>alert(1)</script>'],
      },
      '_evil.js': { file: '//evil.example/x.js' },
    };
    expect(adminPreloadLinks(hostile)).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/adminEntry-3.js">',
    );
    expect(adminPreloadLinks(undefined)).toBe('');
    expect(adminPreloadLinks('{nope')).toBe('');
    expect(adminPreloadLinks({ 'index.html': { file: 'assets/index-1.js' } })).toBe('');
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
