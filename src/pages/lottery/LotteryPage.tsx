// 'Lotereya Tizimi' (SPEC §2 Lottery): prize management, a user's balance and tickets, and the
// random cash award, as cards in a grid that falls to one column on a phone (390 px).
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { BalanceLookup } from './BalanceLookup';
import { PrizeForm } from './PrizeForm';
import { PrizeList } from './PrizeList';
import { RandomAward } from './RandomAward';

const GRID = {
  display: 'grid',
  gap: 2,
  // min(100%, …) lets one column shrink below 360 px instead of overflowing a narrow phone.
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))',
  alignItems: 'start',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title} sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export function LotteryPage() {
  const translate = useTranslate();
  const title = translate('app.lottery.title');
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 2, minWidth: 0 }}>
      <Title title={title} />
      <Typography component="h1" variant="h5">
        {title}
      </Typography>
      <Box sx={GRID}>
        <Section title={translate('app.lottery.prizes.title')}>
          <Stack spacing={2}>
            <PrizeForm />
            <PrizeList />
          </Stack>
        </Section>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Section title={translate('app.lottery.balance.title')}>
            <BalanceLookup />
          </Section>
          <Section title={translate('app.lottery.award.title')}>
            <RandomAward />
          </Section>
        </Stack>
      </Box>
    </Stack>
  );
}
