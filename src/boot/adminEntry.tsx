// The signed-in side of the start-up: React and the react-admin app, as one lazy chunk. The app
// is mounted once its catalogue and the code of the screen it opens on are in hand, so that its
// first render suspends nowhere: React holds back what a suspended boundary reveals for up to
// 300 ms after it showed a fallback, and a first visit would pay that at each step.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from '../App';
import { readLocale } from '../lib/preferences';
import { loadMessages } from '../providers/catalogues';
import { loadScreenModule } from '../lazyScreen';
import { SCREENS } from './screens';
import { screenAt } from './screenRoutes';
import type { StartUp } from './startUp';

/** Loads what the first render at `pathname` needs; resolves to what mounts the app. */
export async function prepareAdmin(
  startUp: StartUp,
  pathname: string,
): Promise<(container: HTMLElement) => void> {
  const locale = readLocale();
  const screen = screenAt(pathname);
  const [messages] = await Promise.all([
    loadMessages(locale),
    // A screen that cannot be loaded here is loaded, and reported, by its route.
    screen ? loadScreenModule(SCREENS[screen]).catch(() => undefined) : undefined,
  ]);
  return (container) =>
    createRoot(container).render(
      <StrictMode>
        <App startUp={startUp} locale={locale} messages={messages} />
      </StrictMode>,
    );
}
