// The declared screens (screens.ts) inside the app, for the menu and the idle work: a
// context, so that a test can draw the app with a list of its own.
import { createContext, useContext } from 'react';
import type { ScreenDeclaration } from '../registry/types';

export const ScreensContext = createContext<readonly ScreenDeclaration[]>([]);

export const useScreens = (): readonly ScreenDeclaration[] => useContext(ScreensContext);
