// Frame of one dashboard chart: a heading, a box of the chart's final height and, while the
// charts' chunk loads, a skeleton of that same size. The chart names itself (role="img").
import { Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

export interface ChartCardProps {
  id: string;
  title: string;
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
            <Box sx={{ height, minWidth: 0 }}>
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
