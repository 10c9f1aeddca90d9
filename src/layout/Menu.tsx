// The navigation (SPEC §2): the dashboard, the three groups, and 'Chiqish'.
import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import Typography from '@mui/material/Typography';
import CreditCard from '@mui/icons-material/CreditCard';
import Apps from '@mui/icons-material/Apps';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Casino from '@mui/icons-material/Casino';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import History from '@mui/icons-material/History';
import CurrencyExchange from '@mui/icons-material/CurrencyExchange';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import Campaign from '@mui/icons-material/Campaign';
import Telegram from '@mui/icons-material/Telegram';
import Logout from '@mui/icons-material/Logout';
import { Menu, useLogout, useSidebarState, useTranslate } from 'react-admin';

interface MenuEntry {
  to: string;
  label: string;
  icon: ReactElement;
}

interface MenuGroup {
  label: string;
  entries: MenuEntry[];
}

export const MENU_GROUPS: MenuGroup[] = [
  {
    label: 'app.menu.management',
    entries: [
      { to: '/cards', label: 'app.menu.cards', icon: <CreditCard /> },
      { to: '/platforms', label: 'app.menu.platforms', icon: <Apps /> },
      { to: '/transactions', label: 'app.menu.transactions', icon: <ReceiptLong /> },
      { to: '/lottery', label: 'app.menu.lottery', icon: <Casino /> },
    ],
  },
  {
    label: 'app.menu.security',
    entries: [
      { to: '/admins', label: 'app.menu.admins', icon: <AdminPanelSettings /> },
      { to: '/login-devices', label: 'app.menu.loginHistory', icon: <History /> },
    ],
  },
  {
    label: 'app.menu.settings',
    entries: [
      { to: '/currency', label: 'app.menu.currency', icon: <CurrencyExchange /> },
      { to: '/oson-configs', label: 'app.menu.osonConfigs', icon: <AccountBalanceWallet /> },
      { to: '/broadcast', label: 'app.menu.broadcast', icon: <Campaign /> },
      { to: '/humo', label: 'app.menu.humo', icon: <Telegram /> },
    ],
  },
];

function LogoutItem() {
  const translate = useTranslate();
  const logout = useLogout();
  const [open] = useSidebarState();
  const label = translate('app.menu.logout');
  return (
    <MenuItem
      onClick={() => logout()}
      aria-label={open ? undefined : label}
      sx={{ color: 'text.secondary' }}
    >
      <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>
        <Logout />
      </ListItemIcon>
      {open && label}
    </MenuItem>
  );
}

export function AppMenu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  // One list per group with its heading outside the list: a heading inside role="menu" would
  // break the ARIA structure that screen readers (and axe) expect.
  return (
    <Box component="nav" aria-label={translate('app.menu.navigation')} sx={{ pb: 2 }}>
      <Menu>
        <Menu.DashboardItem primaryText={translate('app.menu.dashboard')} />
      </Menu>
      {MENU_GROUPS.map((group) => (
        <Box key={group.label}>
          {open && (
            <Typography
              component="h2"
              variant="overline"
              color="text.secondary"
              sx={{ display: 'block', px: 2, pt: 1, lineHeight: 2 }}
            >
              {translate(group.label)}
            </Typography>
          )}
          <Menu aria-label={translate(group.label)} sx={{ mt: 0, mb: 0 }}>
            {group.entries.map((entry) => (
              <Menu.Item
                key={entry.to}
                to={entry.to}
                primaryText={translate(entry.label)}
                leftIcon={entry.icon}
              />
            ))}
          </Menu>
        </Box>
      ))}
      <Menu>
        <LogoutItem />
      </Menu>
    </Box>
  );
}
