// Frame of one dashboard chart: a heading, a text alternative for screen readers, a box of the
// chart's final height and, while the chart library loads, a skeleton of that same size.
import { Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

export interface ChartCardProps {
  id: string;
  title: string;
  /** What the chart shows, in words: the chart itself is hidden from assistive technology. */
  summary: string;
  height: number;
  /** Shown instead of the chart when there is nothing to draw. */
  empty?: string;
  footer?: ReactNode;
  children: ReactNode;
  /** Spans the whole row of the charts grid. */
  wide?: boolean;
}

export function ChartCard({
  id,
  title,
  summary,
  height,
  empty,
  footer,
  children,
  wide = false,
}: ChartCardProps) {
  return (
    <Card
      component="section"
      aria-labelledby={id}
      sx={{ minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}
    >
      <CardContent>
        <Typography id={id} component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        {empty ? (
          <Typography color="text.secondary">{empty}</Typography>
        ) : (
          <>
            {/* role="img" makes the summary the chart's accessible name; recharts' own keyboard
                layer is turned off in the charts so nothing focusable sits inside it. */}
            <Box role="img" aria-label={summary} sx={{ height, minWidth: 0 }}>
              <Suspense fallback={<Skeleton variant="rounded" height={height} />}>
                {children}
              </Suspense>
            </Box>
            {footer}
          </>
        )}
      </CardContent>
    </Card>
  );
}
