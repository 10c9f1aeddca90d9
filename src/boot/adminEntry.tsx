// The signed-in side of the start-up: React and the react-admin app, as one lazy chunk. The app
// is mounted once its catalogue is in hand (and main.ts has loaded the first screen's code), so
// that its first render suspends nowhere: React holds back what a suspended boundary reveals for
// up to 300 ms after it showed a fallback, and a first visit would pay that at each step. The
// first screen's data, when it has already arrived, is in the app's query client by then too.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from '../App';
import { createAdminParts } from '../adminParts';
import { readLocale } from '../lib/preferences';
import { loadMessages } from '../providers/catalogues';
import type { Arrival, ScreenDeclaration } from '../registry/types';
import { answerFirstQueries } from '../loadTime/firstQueries';
import type { TelegramIntegration } from '../telegram/integration';
import type { StartUp } from './startUp';

/** Loads the catalogue the first render needs; resolves to what mounts the app. */
export async function prepareAdmin(
  { settings, http }: StartUp,
  screens: readonly ScreenDeclaration[],
  /** Telegram's side of a Mini App (telegram/miniApp.ts); none in a browser. */
  telegram?: TelegramIntegration,
  /** Where the visit arrived, when the start-up asked for that screen's data early. */
  arrival?: Arrival,
): Promise<(container: HTMLElement) => void> {
  const locale = readLocale();
  const messages = await loadMessages(locale);
  const parts = createAdminParts({ settings, http, locale, messages, screens });
  if (arrival) await answerFirstQueries(parts, arrival, screens);
  return (container) =>
    createRoot(container).render(
      <StrictMode>
        <App settings={settings} screens={screens} parts={parts} telegram={telegram} />
      </StrictMode>,
    );
}
