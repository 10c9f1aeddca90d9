// Brand colours shared by the sign-in entry and the admin app. Chosen for WCAG AA contrast in
// both modes (axe checks every screen).
import type { PaletteOptions } from '@mui/material/styles';
import type { ThemeMode } from '../lib/preferences';

export function paletteFor(mode: ThemeMode): PaletteOptions {
  return mode === 'dark'
    ? {
        mode,
        primary: { main: '#8ab4f8' },
        secondary: { main: '#80cbc4' },
        background: { default: '#121418', paper: '#1c1f24' },
      }
    : {
        mode,
        primary: { main: '#1a4fa0' },
        secondary: { main: '#00695c' },
        background: { default: '#f4f6fa', paper: '#ffffff' },
      };
}
