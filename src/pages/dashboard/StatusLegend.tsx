// Legend of the status doughnut: each status's colour, translated name, count and share.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { sliceLegendText } from './chartData';
import type { LabelledSlice } from './statusColours';

export function StatusLegend({ slices }: { slices: LabelledSlice[] }) {
  const total = slices.reduce((sum, slice) => sum + slice.count, 0);
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        mt: 1,
        p: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 190px), 1fr))',
        columnGap: 2,
        rowGap: 0.5,
      }}
    >
      {slices.map((slice) => (
        <Box
          component="li"
          key={slice.status}
          sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
        >
          <Box
            aria-hidden
            sx={{ width: 12, height: 12, borderRadius: '2px', flex: 'none', bgcolor: slice.colour }}
          />
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {sliceLegendText(slice, total)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
