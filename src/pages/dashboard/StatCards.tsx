// The five stat cards (SPEC §2): approved withdrawals, top-ups and bonus in so'm, the request
// totals, and the most active user. Skeletons keep the final size while loading.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { DashboardStats, Figure } from '../../providers/dashboard';
import { statCardTexts } from './statCardTexts';

interface StatCardProps {
  label: string;
  value?: string;
  caption?: string;
  loading: boolean;
}

function StatCard({ label, value, caption, loading }: StatCardProps) {
  return (
    <Card component="section" aria-label={label} sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography component="h3" variant="body2" color="text.secondary" gutterBottom>
          {label}
        </Typography>
        {/* Long amounts and chat ids wrap instead of pushing the grid wider than a phone. */}
        <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {loading ? <Skeleton width="70%" /> : value}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {loading ? <Skeleton width="50%" /> : (caption ?? '\u00a0')}
        </Typography>
      </CardContent>
    </Card>
  );
}

export interface StatCardsProps {
  stats?: DashboardStats;
  /** The separate bonus call: its value, or `failed` when it could not be read. */
  bonus: { value?: Figure; loading: boolean; failed: boolean };
  loading: boolean;
}

export function StatCards({ stats, bonus, loading }: StatCardsProps) {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        // One column on a phone (two 180 px columns do not fit in 390 px), five side by side
        // once the content is about 1000 px wide.
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))',
      }}
    >
      {statCardTexts(stats, bonus, translate).map((card) => (
        <StatCard
          key={card.id}
          loading={card.id === 'bonus' ? bonus.loading : loading}
          label={card.label}
          value={card.value}
          caption={card.caption}
        />
      ))}
    </Box>
  );
}
