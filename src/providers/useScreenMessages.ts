// A screen's own texts, added to the translator before the screen first draws (see
// i18nProvider.ts): the screen's module carries them, not the app's.
import { useState } from 'react';
import { useI18nProvider } from 'ra-core';
import type { AppI18nProvider, ScreenMessages } from './i18nProvider';

export function useScreenMessages(messages: ScreenMessages): void {
  const i18nProvider = useI18nProvider() as AppI18nProvider;
  // Once, during the first render, so that the screen's first translations find them.
  useState(() => i18nProvider.addMessages(messages));
}
