// react-admin themes: its defaults with the brand palette.
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { paletteFor } from '../palette';

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: { ...defaultLightTheme.palette, ...paletteFor('light') },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: { ...defaultDarkTheme.palette, ...paletteFor('dark') },
};
