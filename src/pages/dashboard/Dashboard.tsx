// 'Boshqaruv Paneli' (SPEC §2 Dashboard): feature switches, the period (kept in the URL), stat
// cards, charts and the most active users, with the spec's error and no-data messages (§8).
import { useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { DashboardCharts, DashboardChartsSkeleton } from './DashboardCharts';
import { FeatureSwitches } from './FeatureSwitches';
import { PeriodSelector } from './PeriodSelector';
import { StatCards } from './StatCards';
import { TopUsersTable } from './TopUsersTable';
import { periodToRange } from './period';
import { useDashboardStats } from './useDashboardStats';
import { useReleaseFirstPaint } from './useReleaseFirstPaint';
import { usePeriodParam } from './usePeriodParam';
import { hasRequests } from '../../providers/dashboard';

/** The route's component: react-admin passes it `permissions`, which it does not use. */
export function Dashboard() {
  return <DashboardView />;
}

/** `chartWidth` fixes the charts' width where there is no layout to measure (jsdom tests). */
export function DashboardView({ chartWidth }: { chartWidth?: number }) {
  const translate = useTranslate();
  const [period, setPeriod] = usePeriodParam();
  // The browser's calendar day: "7 Kun" means from the start of the day a week ago.
  const today = new Date();
  const { stats, bonus, refetch } = useDashboardStats(periodToRange(period, today));

  const data = stats.data;
  const firstLoad = stats.isPending;
  // Previous figures stay on screen while a new period loads; the bar says they are changing.
  const switching = stats.isPlaceholderData || bonus.isPlaceholderData;
  const content = useRef<HTMLDivElement>(null);
  useReleaseFirstPaint(content, {
    settled: !firstLoad,
    charts: !stats.isError && !!data && hasRequests(data),
  });

  return (
    <Stack ref={content} spacing={2} sx={{ mt: 2, mb: 2, minWidth: 0 }}>
      <Title title={translate('app.dashboard.title')} />
      <Typography component="h1" variant="h5">
        {translate('app.dashboard.title')}
      </Typography>
      <FeatureSwitches />
      <PeriodSelector period={period} onChange={setPeriod} />
      {/* A fixed slot, so the bar appearing does not shift the page. */}
      <Box sx={{ height: 4 }}>
        {switching && <LinearProgress aria-label={translate('app.dashboard.loading')} />}
      </Box>
      {stats.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={refetch}>
              {translate('app.dashboard.retry')}
            </Button>
          }
        >
          {translate('app.dashboard.loadError')}
        </Alert>
      ) : (
        <>
          {data && data.totalRequests === 0 && (
            <Alert severity="info">{translate('app.dashboard.noData')}</Alert>
          )}
          <StatCards
            stats={data}
            loading={firstLoad}
            bonus={{ value: bonus.data, loading: bonus.isPending, failed: bonus.isError }}
          />
          {firstLoad ? (
            <DashboardChartsSkeleton />
          ) : (
            data &&
            hasRequests(data) && (
              <DashboardCharts stats={data} period={period} today={today} chartWidth={chartWidth} />
            )
          )}
          <TopUsersTable topUsers={data?.topUsers} loading={firstLoad} />
        </>
      )}
    </Stack>
  );
}
