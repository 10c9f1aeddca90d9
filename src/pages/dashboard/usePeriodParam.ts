// The selected period lives in the URL query (`?period=7`, `?from=…&to=…`), so a dashboard view
// can be bookmarked or shared. The app's one react-router.
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { type Period, periodFromSearch, periodToSearch } from './period';

export function usePeriodParam(): [Period, (period: Period) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  // The same object while the address says the same, so that what draws it need not redraw.
  const period = useMemo(() => periodFromSearch(location.search), [location.search]);

  const setPeriod = useCallback(
    (next: Period) =>
      // Replace, not push: Back should leave the dashboard rather than replay period clicks.
      navigate(
        { pathname: location.pathname, search: periodToSearch(next, location.search) },
        { replace: true },
      ),
    [navigate, location.pathname, location.search],
  );

  return [period, setPeriod];
}
