// The record screens laid out as tiles (cards, platforms): a heading row with the screen's action,
// and a grid that shows skeletons while loading, the load error, the tiles or the screen's own
// empty state.
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

export function TileScreenHeading({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        gap: 2,
        flexWrap: 'wrap',
      }}
    >
      <Typography component="h1" variant="h5">
        {title}
      </Typography>
      {action}
    </Box>
  );
}

export interface TileGridProps<T> {
  data: T[] | undefined;
  isPending: boolean;
  error: unknown;
  /** Narrowest tile: the grid fits as many columns as the width allows (one on a phone). */
  minTileWidth: number;
  /** About a tile's height, so the page does not jump when the tiles arrive. */
  skeletonHeight: number;
  loadErrorText: string;
  empty: ReactNode;
  children: (record: T) => ReactNode;
}

export function TileGrid<T>(props: TileGridProps<T>) {
  const { data, isPending, error, minTileWidth, skeletonHeight } = props;
  const grid = {
    display: 'grid',
    gap: 2,
    gridTemplateColumns: `repeat(auto-fill, minmax(${minTileWidth}px, 1fr))`,
  };
  if (isPending) {
    return (
      <Box sx={grid} aria-busy="true">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={skeletonHeight} />
        ))}
      </Box>
    );
  }
  if (error) return <Alert severity="error">{props.loadErrorText}</Alert>;
  if (!data || data.length === 0) return props.empty;
  return <Box sx={grid}>{data.map(props.children)}</Box>;
}
