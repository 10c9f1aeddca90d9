// What the app asks of Telegram when it runs as a Mini App (telegram/miniApp.ts makes it with the
// SDK): plain functions, so that the app's own chunk holds nothing of the SDK.
import { createContext, useContext } from 'react';

export type HapticNotification = 'success' | 'warning' | 'error';

export interface TelegramIntegration {
  /** Telegram's back button: shown with a handler, or hidden (null). */
  setBackButton(onBack: (() => void) | null): void;
  haptic(type: HapticNotification): void;
  /** The raw init data, for linking this Telegram account to the signed-in panel account. */
  initData: string;
  /**
   * Opens `url` in the phone's browser, out of Telegram (what a Telegram session may not do
   * needs a sign-in with the password there).
   */
  openInBrowser(url: string): void;
}

export const TelegramContext = createContext<TelegramIntegration | null>(null);

/** The integration inside Telegram, null everywhere else. */
export const useTelegram = (): TelegramIntegration | null => useContext(TelegramContext);
