// @vitest-environment jsdom
// Which screen each route draws, the code of that screen fetched ahead from index.html's list,
// and the registry of screen modules agreeing with the names that list is keyed by.
import { describe, expect, it, vi } from 'vitest';
import {
  preloadAllScreens,
  preloadScreenCode,
  SCREEN_CHUNKS_ID,
  SCREEN_COMPONENTS,
  screenAt,
  type ScreenName,
} from '../../src/boot/screenRoutes';
import { SCREENS } from '../../src/boot/screens';

describe('screenAt', () => {
  it.each([
    ['/', 'dashboard'],
    ['/transactions', 'transactions'],
    ['/transactions/', 'transactions'],
    ['/login-devices', 'loginDevices'],
    ['/oson-configs', 'osonConfigs'],
    ['/oson-configs/new', 'osonConfigCreate'],
    ['/oson-configs/12', 'osonConfigEdit'],
    ['/cards/12', undefined],
    ['/oson-configs/12/extra', undefined],
    ['/nowhere', undefined],
  ])('%s draws %s', (path, screen) => expect(screenAt(path)).toBe(screen));
});

describe('preloadScreenCode', () => {
  function page(list: object | string) {
    const doc = document.implementation.createHTMLDocument();
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = SCREEN_CHUNKS_ID;
    script.textContent = typeof list === 'string' ? list : JSON.stringify(list);
    doc.body.appendChild(script);
    return doc;
  }
  const preloads = (doc: Document) =>
    [...doc.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    );

  it("adds one module preload per script of the screen's chunk, and its style sheet", () => {
    const doc = page({
      TransactionList: ['/assets/TransactionList-1.js', '/assets/Table-2.js', '/assets/t-4.css'],
      Dashboard: ['/assets/Dashboard-3.js'],
    });
    void preloadScreenCode('transactions', doc);
    void preloadScreenCode('transactions', doc);
    expect(preloads(doc)).toEqual(['/assets/TransactionList-1.js', '/assets/Table-2.js']);
    const styles = doc.head.querySelectorAll('link[rel="preload"][as="style"]');
    expect([...styles].map((link) => link.getAttribute('href'))).toEqual(['/assets/t-4.css']);
  });

  it("preloads every screen, one after another as each one's files arrive", async () => {
    const doc = page({
      Dashboard: ['/assets/Dashboard-1.js', '/assets/shared-9.js'],
      TransactionList: ['/assets/TransactionList-2.js', '/assets/shared-9.js'],
    });
    const done = preloadAllScreens(doc);
    await Promise.resolve();
    // Only the first screen's files are asked for until they have arrived.
    expect(preloads(doc)).toEqual(['/assets/Dashboard-1.js', '/assets/shared-9.js']);
    doc.head.querySelectorAll('link').forEach((link) => link.dispatchEvent(new Event('load')));
    await vi.waitFor(() => expect(preloads(doc)).toContain('/assets/TransactionList-2.js'));
    // A file already asked for is not asked for twice; a failed one does not stop the rest.
    expect(preloads(doc).filter((href) => href === '/assets/shared-9.js')).toHaveLength(1);
    doc.head
      .querySelector('link[href="/assets/TransactionList-2.js"]')!
      .dispatchEvent(new Event('error'));
    await done;
  });

  it('does nothing without a list (the development server) or with a broken one', () => {
    const bare = document.implementation.createHTMLDocument();
    void preloadScreenCode('dashboard', bare);
    const broken = page('{nope');
    void preloadScreenCode('dashboard', broken);
    expect([...preloads(bare), ...preloads(broken)]).toEqual([]);
  });
});

describe('the screen registry', () => {
  it("imports for each screen the module named after its component (the list's key)", () => {
    for (const [name, component] of Object.entries(SCREEN_COMPONENTS)) {
      expect(String(SCREENS[name as ScreenName])).toContain(`/${component}`);
    }
    expect(Object.keys(SCREENS).sort()).toEqual(Object.keys(SCREEN_COMPONENTS).sort());
  });
});
