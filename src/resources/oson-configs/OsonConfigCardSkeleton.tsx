// Placeholder of an Oson account card while the list loads: same parts, same size, so the page
// does not jump when the cards arrive.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

export function OsonConfigCardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography variant="h6" sx={{ flex: '1 1 auto' }}>
            <Skeleton width="60%" />
          </Typography>
        </Box>
        <Typography variant="body2">
          <Skeleton width="25%" />
        </Typography>
        <Typography variant="body2">
          <Skeleton width="50%" />
        </Typography>
      </CardContent>
      <CardActions sx={{ gap: 1, px: 2, pb: 2 }}>
        {/* Small MUI buttons are 30.75 px high. */}
        <Skeleton variant="rounded" width={72} height={31} />
        <Skeleton variant="rounded" width={112} height={31} />
        <Skeleton variant="rounded" width={84} height={31} sx={{ ml: 'auto !important' }} />
      </CardActions>
    </Card>
  );
}
