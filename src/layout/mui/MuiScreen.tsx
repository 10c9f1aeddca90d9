// The MUI theme for the screens not yet moved to src/ui/: loaded only with their own chunks, so
// /login, / and /transactions never download or run MUI once those are moved. It follows the
// same 'theme' store key as the rest of the app.
import type { ReactNode } from 'react';
import { ThemeProvider, ThemesContext } from 'react-admin';
import { darkTheme, lightTheme } from './theme';

const THEMES = { lightTheme, darkTheme };

export function MuiScreen({ children }: { children: ReactNode }) {
  return (
    <ThemesContext.Provider value={THEMES}>
      <ThemeProvider>{children}</ThemeProvider>
    </ThemesContext.Provider>
  );
}
