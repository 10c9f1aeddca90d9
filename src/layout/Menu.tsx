// The navigation (docs/product.md: Screens): the dashboard, the three groups, and 'Chiqish'. Each
// group is a menu (role="menu") of links named by its heading; arrow keys move between all the
// entries.
import { memo, useState, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router-dom';
import { LogOut } from 'lucide';
import { useCanAccessResources, useLogout, useTranslate } from 'ra-core';
import { SIGN_OUT } from '../providers/authProvider';
import { cx, FOCUS_RING } from '../ui/cx';
import { LineIcon } from '../ui/LineIcon';
import {
  accessActionOf,
  accessOf,
  pathOf,
  type MenuEntry as Declared,
  type MenuGroup,
  type ScreenDeclaration,
} from '../registry/types';
import { viewAt } from '../registry/routes';
import { prefetchView } from '../registry/loadedViews';
import { useCapabilities } from '../providers/useCapabilities';
import { usePendingCount, type PendingCount } from './PendingCount';
import { useScreens } from './useScreens';

/** The spec's groups, in its order, by their catalogue keys. */
const GROUPS: MenuGroup[] = ['management', 'security', 'settings'];

interface MenuEntry extends Declared {
  to: string;
}

const ITEM = cx(
  'flex w-full cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm text-fg no-underline hover:bg-surface-2',
  FOCUS_RING,
);
const ACTIVE = 'bg-primary-soft font-medium text-primary';

// Drawn again only when its own entry changes: the menu itself is drawn again at each navigation
// and when ra-core sets its routes again after the first drawing (its logout and data provider
// hooks read the router), and only the links need that, to say which one is current.
const Entry = memo(function Entry({
  to,
  label,
  icon,
  onNavigate,
  pending,
}: MenuEntry & { onNavigate?: () => void; pending?: PendingCount | null }) {
  const translate = useTranslate();
  const screens = useScreens();
  // A pointer or the focus on an entry fetches its screen's code, ahead of the click.
  const fetchScreen = () => {
    const match = viewAt(to, screens);
    if (match) void prefetchView(match.view);
  };
  return (
    <li role="none">
      <NavLink
        aria-describedby={pending?.describedBy}
        to={to}
        end
        role="menuitem"
        onClick={onNavigate}
        onPointerEnter={fetchScreen}
        onFocus={fetchScreen}
        className={({ isActive }) => cx(ITEM, isActive && ACTIVE)}
      >
        <LineIcon icon={icon} />
        {translate(label)}
        {pending?.badge}
      </NavLink>
      {pending?.description}
    </li>
  );
});

/** Up and down arrows (Home, End) move between every entry of the navigation. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  const index = items.indexOf(document.activeElement as HTMLElement);
  const last = items.length - 1;
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? last
        : event.key === 'ArrowDown'
          ? (index + 1) % items.length
          : (index - 1 + items.length) % items.length;
  event.preventDefault();
  items[next]?.focus();
}

/**
 * The screens' resources in the roles table by the action that opens them, once (a new array
 * would be a new access query).
 */
const resourcesOf = (screens: readonly ScreenDeclaration[]) => ({
  list: screens.filter((screen) => accessActionOf(screen) === 'list').map(accessOf),
  show: screens.filter((screen) => accessActionOf(screen) === 'show').map(accessOf),
});

/**
 * The declared screens' entries that the API offers and the role may open: the ones above the
 * groups, then each group's that has any.
 */
function useMenuEntries(): {
  top: MenuEntry[];
  groups: { group: MenuGroup; entries: MenuEntry[] }[];
} {
  const screens = useScreens();
  const { capabilities } = useCapabilities();
  const [resources] = useState(() => resourcesOf(screens));
  const canAccess = {
    list: useCanAccessResources({ action: 'list', resources: resources.list }).canAccess,
    show: useCanAccessResources({ action: 'show', resources: resources.show }).canAccess,
  };
  const entries = screens.flatMap((screen) =>
    screen.menu &&
    (!screen.capability || capabilities[screen.capability]) &&
    canAccess[accessActionOf(screen)]?.[accessOf(screen)] === true
      ? [{ ...screen.menu, to: pathOf(screen) }]
      : [],
  );
  return {
    top: entries.filter((entry) => !entry.group),
    groups: GROUPS.flatMap((group) => {
      const grouped = entries.filter((entry) => entry.group === group);
      return grouped.length > 0 ? [{ group, entries: grouped }] : [];
    }),
  };
}

export function AppMenu({ onNavigate }: { onNavigate?: () => void }) {
  const translate = useTranslate();
  const logout = useLogout();
  const { capabilities } = useCapabilities();
  const { top, groups } = useMenuEntries();
  // The journal's entry shows it; asked here once, not by every entry.
  const pending = usePendingCount(capabilities.pendingCount);
  const entry = (item: MenuEntry) => (
    <Entry
      key={item.to}
      {...item}
      onNavigate={onNavigate}
      pending={item.badge === 'pendingCount' ? pending : null}
    />
  );
  return (
    <nav
      aria-label={translate('app.menu.navigation')}
      onKeyDown={moveFocus}
      className="flex flex-col gap-1 p-2"
    >
      <ul role="menu" aria-label={translate('app.menu.dashboard')} className="m-0 list-none p-0">
        {top.map(entry)}
      </ul>
      {groups.map(({ group, entries }) => (
        <div key={group}>
          <h2
            id={`menu-${group}`}
            className="m-0 px-3 pt-3 pb-1 text-xs font-medium tracking-wider text-muted uppercase"
          >
            {translate(`app.menu.${group}`)}
          </h2>
          <ul role="menu" aria-labelledby={`menu-${group}`} className="m-0 list-none p-0">
            {entries.map(entry)}
          </ul>
        </div>
      ))}
      <ul role="menu" aria-label={translate('app.menu.logout')} className="m-0 mt-2 list-none p-0">
        <li role="none">
          <button
            type="button"
            role="menuitem"
            onClick={() => logout(SIGN_OUT)}
            className={cx(ITEM, 'text-muted')}
          >
            <LineIcon icon={LogOut} />
            {translate('app.menu.logout')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
