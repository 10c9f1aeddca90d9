// Whether a CSS media query matches now, following changes (a rotated phone, a resized window).
// For layouts that differ in structure, not only in style: the journal's table against its
// phone list. Without matchMedia (jsdom) the query counts as matching `fallback`.
import { useCallback, useSyncExternalStore } from 'react';

export function useMediaQuery(query: string, fallback = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') {
        return () => {};
      }
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () =>
    typeof window === 'undefined' || typeof window.matchMedia !== 'function'
      ? fallback
      : window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matches, () => fallback);
}
