// Which declared view draws an address, as App.tsx routes it: a page at its exact path (a `:name`
// segment of it, /users/:chatId, matching any one segment); a resource's list at /<name>, a
// static route below it (/oson-configs/new) and its edit view at /<name>/:id. Any deeper or
// unknown path is no view (the app sends it to the dashboard).
import type { ScreenDeclaration, View } from './types';

export interface ViewMatch {
  screen: ScreenDeclaration;
  view: View;
}

/** Whether a page's `pattern` ('/users/:chatId') matches `path`, segment by segment. */
function pageMatches(pattern: string, path: string): boolean {
  const wanted = pattern.split('/');
  const given = path.split('/');
  return (
    wanted.length === given.length &&
    wanted.every((segment, index) =>
      segment.startsWith(':') ? given[index] !== '' : segment === given[index],
    )
  );
}

export function viewAt(
  pathname: string,
  screens: readonly ScreenDeclaration[],
): ViewMatch | undefined {
  const path = `/${pathname.replace(/^\/+|\/+$/g, '')}`;
  const [first = '', second, ...rest] = path.slice(1).split('/');
  for (const screen of screens) {
    if (screen.kind === 'page') {
      if (pageMatches(screen.path, path)) return { screen, view: screen.view };
      continue;
    }
    if (screen.name !== first || rest.length > 0) continue;
    const view = second === undefined ? screen.list : (screen.routes?.[second] ?? screen.edit);
    return view ? { screen, view } : undefined;
  }
  return undefined;
}
