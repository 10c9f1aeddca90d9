// Which declared view draws an address (registry/routes.ts), and the declarations themselves:
// each view loads its folder's component, so that a file or export renamed without its
// declaration following fails here (and in the type check), not silently in the browser.
import { describe, expect, it } from 'vitest';
import { SCREENS } from '../../src/screens';
import { viewAt } from '../../src/registry/routes';
import { pathOf, type ScreenDeclaration, type View } from '../../src/registry/types';

const named = (pathname: string) => {
  const match = viewAt(pathname, SCREENS);
  if (!match) return undefined;
  const { screen, view } = match;
  if (screen.kind === 'page') return screen.path;
  const kind = Object.entries({ list: screen.list, edit: screen.edit, ...screen.routes }).find(
    ([, declared]) => declared === view,
  )?.[0];
  return `${screen.name}.${kind}`;
};

describe('viewAt', () => {
  it.each([
    ['/', '/'],
    ['/lottery', '/lottery'],
    ['/transactions', 'transactions.list'],
    ['/transactions/', 'transactions.list'],
    ['/login-devices', 'login-devices.list'],
    ['/oson-configs', 'oson-configs.list'],
    ['/oson-configs/new', 'oson-configs.new'],
    ['/oson-configs/12', 'oson-configs.edit'],
    ['/cards/12', undefined],
    ['/oson-configs/12/extra', undefined],
    ['/lottery/x', undefined],
    ['/users/5012345678', '/users/:chatId'],
    ['/users/5012345678/', '/users/:chatId'],
    ['/users', undefined],
    ['/users/5012345678/x', undefined],
    ['/nowhere', undefined],
  ])('%s is drawn by %s', (path, view) => expect(named(path)).toBe(view));
});

/** Every view a declaration names. */
function viewsOf(screen: ScreenDeclaration): [string, View][] {
  if (screen.kind === 'page') return [[screen.path, screen.view]];
  const views = { list: screen.list, edit: screen.edit, ...screen.routes };
  return Object.entries(views).flatMap(([kind, view]) =>
    view ? [[`${screen.name}.${kind}`, view] as [string, View]] : [],
  );
}

describe('the declared screens', () => {
  it('each have a unique address and a catalogue key for their menu entry', () => {
    const paths = SCREENS.map(pathOf);
    expect(new Set(paths).size).toBe(paths.length);
    // The user page is reached from where a person is named, not from the menu.
    const unlisted = SCREENS.filter((screen) => !screen.menu).map(pathOf);
    expect(unlisted).toEqual(['/users/:chatId']);
    for (const screen of SCREENS.filter((listed) => listed.menu)) {
      expect(screen.menu?.label).toMatch(/^app\.menu\.\w+$/);
    }
  });

  it.each(SCREENS.flatMap(viewsOf))('%s loads a component', async (_name, view) => {
    const component = await view();
    expect(typeof component).toBe('function');
  });
});
