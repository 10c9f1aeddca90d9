// A bar under the app bar from the moment a route changes until the new screen is shown, and
// while data loads. react-router renders a navigation inside a transition, so the old screen
// stays until the new one's code has arrived: without this, a click would seem to do nothing.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useIsFetching } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { ProgressBar } from '../ui/ProgressBar';

// Should a navigation never complete (a link to where we already are), the bar still goes.
const LIMIT_MS = 10_000;

/** True for a plain left click on a link of this app, which the router will handle. */
function isAppNavigation(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) {
    return false;
  }
  const url = new URL(link.href);
  return url.origin === window.location.origin && url.href !== window.location.href;
}

export function useNavigationPending(): boolean {
  const location = useLocation();
  const [pending, setPending] = useState(false);

  useEffect(() => {
    const start = (event: Event) => {
      if (event.type === 'popstate' || isAppNavigation(event as MouseEvent)) setPending(true);
    };
    document.addEventListener('click', start, true);
    window.addEventListener('popstate', start);
    return () => {
      document.removeEventListener('click', start, true);
      window.removeEventListener('popstate', start);
    };
  }, []);

  // The new location is rendered: the screen is there.
  useEffect(() => setPending(false), [location.key]);

  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => setPending(false), LIMIT_MS);
    return () => window.clearTimeout(timer);
  }, [pending]);

  return pending;
}

export function NavigationProgress() {
  const translate = useTranslate();
  const navigating = useNavigationPending();
  const fetching = useIsFetching() > 0;
  return (
    <div className="sticky top-14 z-20 h-1">
      {(navigating || fetching) && <ProgressBar label={translate('ra.page.loading')} />}
    </div>
  );
}
