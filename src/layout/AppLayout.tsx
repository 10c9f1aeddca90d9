// The signed-in frame: app bar, the menu (a side column from 1024 px, a drawer below), the
// navigation progress, and the screen, which loads on demand and fails on its own. Once it is
// drawn and the browser is idle, the other screens' code and the service worker follow.
import { lazy, memo, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useLocaleState, useTranslate } from 'ra-core';
import { ProgressBar } from '../ui/ProgressBar';
import { ErrorState } from '../ui/States';
import { AppBar } from './AppBar';
import { ErrorBoundary } from './ErrorBoundary';
import { AppMenu } from './Menu';
import { MenuDrawer } from './MenuDrawer';
import { NavigationProgress } from './NavigationProgress';
import { useDocumentLanguage } from '../ui/useDocumentLanguage';
import { preloadTheRest, useIdleWork } from '../loadTime/idleWork';
import { useCapabilities } from '../providers/useCapabilities';
import { ScreenShownContext } from '../registry/lazyView';
import { useScreens } from './useScreens';
import { useTelegram } from '../telegram/integration';

// Registered once the first screen is up, in a chunk of its own (workbox-window).
const ServiceWorkerUpdate = lazy(() => import('./ServiceWorkerUpdate'));
// Asked once the first screen is up, where our server keeps accounts.
const LinkNotice = lazy(() => import('./account/LinkNotice'));
// Only a Telegram Mini App downloads it.
const TelegramBridge = lazy(() => import('../telegram/TelegramBridge'));

// ra-core draws the layout again after its first drawing (its routes set again from its
// children) and the screen below at each of its reads; the bar, the menu and the drawer depend on
// none of it, so they are not drawn again with it.
const StableAppBar = memo(AppBar);
const StableMenu = memo(AppMenu);
const StableMenuDrawer = memo(MenuDrawer);

function ScreenLoading() {
  const translate = useTranslate();
  return <ProgressBar label={translate('ra.page.loading')} className="mt-4" />;
}

export function AppLayout({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  useDocumentLanguage(locale);
  const location = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const openDrawer = useCallback(() => setDrawerOpen(true), []);
  const { screenShown, idle } = useIdleWork();
  const screens = useScreens();
  const telegram = useTelegram();
  // Our server's extras (the menu's entries and badge), asked once the first screen is up.
  const { capabilities } = useCapabilities(idle);
  useEffect(() => {
    if (idle) void preloadTheRest(screens);
  }, [idle, screens]);
  return (
    <div className="min-h-screen bg-bg text-fg">
      <StableAppBar onOpenMenu={openDrawer} />
      <NavigationProgress />
      <div className="flex">
        {/* The column runs the page's whole height; the menu in it stays in view. */}
        <aside className="hidden w-60 shrink-0 border-r border-border bg-surface lg:block">
          <div className="sticky top-15 max-h-[calc(100vh-3.75rem)] overflow-y-auto">
            <StableMenu />
          </div>
        </aside>
        <StableMenuDrawer open={drawerOpen} onOpenChange={setDrawerOpen} />
        <main className="min-w-0 flex-1 px-3 pb-6 sm:px-6">
          <ErrorBoundary
            resetKey={location.pathname}
            fallback={(retry) => (
              <div className="mt-4">
                <ErrorState message={translate('ra.page.error')} onRetry={retry} />
              </div>
            )}
          >
            <ScreenShownContext.Provider value={screenShown}>
              <Suspense fallback={<ScreenLoading />}>{children}</Suspense>
            </ScreenShownContext.Provider>
          </ErrorBoundary>
        </main>
      </div>
      {telegram && (
        <Suspense fallback={null}>
          <TelegramBridge telegram={telegram} />
        </Suspense>
      )}
      {idle && capabilities.panelAccounts && (
        <Suspense fallback={null}>
          <LinkNotice />
        </Suspense>
      )}
      {idle && 'serviceWorker' in navigator && (
        <Suspense fallback={null}>
          <ServiceWorkerUpdate />
        </Suspense>
      )}
    </div>
  );
}
