// The navigation (docs/product.md: Screens): the dashboard, the three groups, and 'Chiqish'. Each
// group is a menu (role="menu") of links named by its heading; arrow keys move between all the
// entries.
import type { KeyboardEvent } from 'react';
import { NavLink } from 'react-router-dom';
import {
  AppWindow,
  CreditCard,
  Dices,
  History,
  LayoutDashboard,
  ScrollText,
  LogOut,
  Megaphone,
  ReceiptText,
  Send,
  ShieldCheck,
  ArrowLeftRight,
  UserCog,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { useLogout, useTranslate } from 'ra-core';
import { cx, FOCUS_RING } from '../ui/cx';
import { preloadScreenCode, screenAt } from '../boot/screenRoutes';
import type { Capability } from '../providers/capabilities';
import { useCapabilities } from './useCapabilities';
import { usePendingCount, type PendingCount } from './PendingCount';

/** A pointer or the focus on an entry downloads its screen's code, ahead of the click. */
function fetchScreenOf(to: string) {
  const screen = screenAt(to);
  if (screen) void preloadScreenCode(screen);
}

interface MenuEntry {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Shown only where the API offers this extra of our server. */
  capability?: Capability;
}

interface MenuGroup {
  label: string;
  entries: MenuEntry[];
}

export const MENU_GROUPS: MenuGroup[] = [
  {
    label: 'app.menu.management',
    entries: [
      { to: '/cards', label: 'app.menu.cards', icon: CreditCard },
      { to: '/platforms', label: 'app.menu.platforms', icon: AppWindow },
      { to: '/transactions', label: 'app.menu.transactions', icon: ReceiptText },
      { to: '/lottery', label: 'app.menu.lottery', icon: Dices },
    ],
  },
  {
    label: 'app.menu.security',
    entries: [
      { to: '/admins', label: 'app.menu.admins', icon: ShieldCheck },
      { to: '/login-devices', label: 'app.menu.loginHistory', icon: History },
      { to: '/audit-log', label: 'app.menu.auditLog', icon: ScrollText, capability: 'auditLog' },
      {
        to: '/panel-accounts',
        label: 'app.menu.panelAccounts',
        icon: UserCog,
        capability: 'panelAccounts',
      },
    ],
  },
  {
    label: 'app.menu.settings',
    entries: [
      { to: '/currency', label: 'app.menu.currency', icon: ArrowLeftRight },
      { to: '/oson-configs', label: 'app.menu.osonConfigs', icon: Wallet },
      { to: '/broadcast', label: 'app.menu.broadcast', icon: Megaphone },
      { to: '/humo', label: 'app.menu.humo', icon: Send },
    ],
  },
];

const ITEM = cx(
  'flex w-full cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm text-fg no-underline hover:bg-surface-2',
  FOCUS_RING,
);
const ACTIVE = 'bg-primary-soft font-medium text-primary';

function Entry({
  to,
  label,
  icon: Icon,
  onNavigate,
  pending,
}: MenuEntry & { onNavigate?: () => void; pending?: PendingCount | null }) {
  const translate = useTranslate();
  return (
    <li role="none">
      <NavLink
        aria-describedby={pending?.describedBy}
        to={to}
        end
        role="menuitem"
        onClick={onNavigate}
        onPointerEnter={() => fetchScreenOf(to)}
        onFocus={() => fetchScreenOf(to)}
        className={({ isActive }) => cx(ITEM, isActive && ACTIVE)}
      >
        <Icon size={20} aria-hidden />
        {translate(label)}
        {pending?.badge}
      </NavLink>
      {pending?.description}
    </li>
  );
}

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

export function AppMenu({ onNavigate }: { onNavigate?: () => void }) {
  const translate = useTranslate();
  const logout = useLogout();
  const { capabilities } = useCapabilities();
  // The journal's entry shows it; asked here once, not by every entry.
  const pending = usePendingCount(capabilities.pendingCount);
  return (
    <nav
      aria-label={translate('app.menu.navigation')}
      onKeyDown={moveFocus}
      className="flex flex-col gap-1 p-2"
    >
      <ul role="menu" aria-label={translate('app.menu.dashboard')} className="m-0 list-none p-0">
        <Entry to="/" label="app.menu.dashboard" icon={LayoutDashboard} onNavigate={onNavigate} />
      </ul>
      {MENU_GROUPS.map((group) => (
        <div key={group.label}>
          <h2
            id={`menu-${group.label}`}
            className="m-0 px-3 pt-3 pb-1 text-xs font-medium tracking-wider text-muted uppercase"
          >
            {translate(group.label)}
          </h2>
          <ul role="menu" aria-labelledby={`menu-${group.label}`} className="m-0 list-none p-0">
            {group.entries
              .filter((entry) => !entry.capability || capabilities[entry.capability])
              .map((entry) => (
                <Entry
                  key={entry.to}
                  {...entry}
                  onNavigate={onNavigate}
                  pending={entry.to === '/transactions' ? pending : null}
                />
              ))}
          </ul>
        </div>
      ))}
      <ul role="menu" aria-label={translate('app.menu.logout')} className="m-0 mt-2 list-none p-0">
        <li role="none">
          <button
            type="button"
            role="menuitem"
            onClick={() => logout()}
            className={cx(ITEM, 'text-muted')}
          >
            <LogOut size={20} aria-hidden />
            {translate('app.menu.logout')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
