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
        // MUI's dark defaults for these are too dark for text on the dark paper (under 4.5:1).
        error: { main: '#ff8a80' },
        warning: { main: '#ffb74d' },
        background: { default: '#121418', paper: '#1c1f24' },
      }
    : {
        mode,
        primary: { main: '#1a4fa0' },
        secondary: { main: '#00695c' },
        // MUI's default info and warning are too light for white toast text (under 4.5:1).
        info: { main: '#0b5c99' },
        warning: { main: '#a14a00' },
        background: { default: '#f4f6fa', paper: '#ffffff' },
      };
}
