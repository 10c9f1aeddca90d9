// The first paint is the dashboard's: on any other page (the app redirecting to sign-in, say)
// the app is shown at once.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { releaseFirstPaint } from './firstPaintHandoff';

export function ReleaseFirstPaintOffDashboard() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname !== '/') releaseFirstPaint();
  }, [pathname]);
  return null;
}
