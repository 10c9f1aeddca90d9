// The light/dark choice, kept in react-admin's store under the 'theme' key the sign-in entry
// reads too, and applied as the `dark` class on <html> for the design tokens.
import { useEffect } from 'react';
import { useStore } from 'ra-core';
import { readThemeMode, type ThemeMode } from '../lib/preferences';

export function useThemeMode(): [ThemeMode, (mode: ThemeMode) => void] {
  const [mode, setMode] = useStore<ThemeMode>('theme', readThemeMode());
  return [mode === 'dark' ? 'dark' : 'light', setMode];
}

/** Keeps <html class="dark"> on the chosen theme while the app is mounted. */
export function useThemeClass(mode: ThemeMode) {
  useEffect(() => {
    document.documentElement.classList.toggle('dark', mode === 'dark');
  }, [mode]);
}
