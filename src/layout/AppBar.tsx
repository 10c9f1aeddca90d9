// The top bar: the phone's menu button, the page title (screens put it there with <Title>),
// language and theme switches, a loading bar and who is signed in (one's own account). Sign-out
// is 'Chiqish' in the menu (docs/product.md: Screens).
import { Menu as MenuIcon, Moon, Sun } from 'lucide-react';
import { useTranslate } from 'ra-core';
import { Button } from '../ui/Button';
import { OwnAccountButton } from './account/OwnAccountButton';
import { LanguageMenu } from './LanguageMenu';
import { useThemeMode } from '../ui/useThemeMode';

function ThemeToggle() {
  const translate = useTranslate();
  const [mode, setMode] = useThemeMode();
  const Icon = mode === 'dark' ? Sun : Moon;
  return (
    <Button
      variant="ghost"
      aria-label={translate('ra.action.toggle_theme')}
      onClick={() => setMode(mode === 'dark' ? 'light' : 'dark')}
      icon={<Icon size={20} aria-hidden />}
    />
  );
}

export function AppBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const translate = useTranslate();
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-1 border-b border-border bg-surface px-2 text-fg">
      <Button
        variant="ghost"
        className="lg:hidden"
        aria-label={translate('ra.action.open_menu')}
        onClick={onOpenMenu}
        icon={<MenuIcon size={20} aria-hidden />}
      />
      {/* PageTitle (src/ui) renders each screen's title here, where ra-core's <Title> would. */}
      <span id="react-admin-title" className="min-w-0 flex-1 truncate px-2 text-base font-medium" />
      <LanguageMenu />
      <ThemeToggle />
      <OwnAccountButton />
    </header>
  );
}
