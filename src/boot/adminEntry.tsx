// The signed-in side of the start-up: React and the react-admin app, as one lazy chunk. The app
// is mounted once its catalogue is in hand (and main.ts has loaded the first screen's code), so
// that its first render suspends nowhere: React holds back what a suspended boundary reveals for
// up to 300 ms after it showed a fallback, and a first visit would pay that at each step.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from '../App';
import { readLocale } from '../lib/preferences';
import { loadMessages } from '../providers/catalogues';
import type { ScreenDeclaration } from '../registry/types';
import type { TelegramIntegration } from '../telegram/integration';
import type { StartUp } from './startUp';

/** Loads the catalogue the first render needs; resolves to what mounts the app. */
export async function prepareAdmin(
  { settings, http }: StartUp,
  screens: readonly ScreenDeclaration[],
  /** Telegram's side of a Mini App (telegram/miniApp.ts); none in a browser. */
  telegram?: TelegramIntegration,
): Promise<(container: HTMLElement) => void> {
  const locale = readLocale();
  const messages = await loadMessages(locale);
  return (container) =>
    createRoot(container).render(
      <StrictMode>
        <App
          settings={settings}
          http={http}
          locale={locale}
          messages={messages}
          screens={screens}
          telegram={telegram}
        />
      </StrictMode>,
    );
}
