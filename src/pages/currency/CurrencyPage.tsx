// The Currency page (/currency, SPEC §2): the rates in force and the form to set new ones, as two
// cards side by side on a wide screen and stacked on a phone (390 px).
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { CurrentRates } from './CurrentRates';
import { RatesForm } from './RatesForm';

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))',
  alignItems: 'start',
};

export function CurrencyPage() {
  const translate = useTranslate();
  const title = translate('app.currency.title');
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 2, minWidth: 0, maxWidth: 960 }}>
      <Title title={title} />
      <Typography component="h1" variant="h5">
        {title}
      </Typography>
      <Box sx={GRID}>
        <Card component="section" sx={{ minWidth: 0 }}>
          <CardContent>
            <Typography component="h2" variant="h6" gutterBottom>
              {translate('app.currency.currentTitle')}
            </Typography>
            <CurrentRates />
          </CardContent>
        </Card>
        <Card component="section" sx={{ minWidth: 0 }}>
          <CardContent>
            <Typography component="h2" variant="h6" gutterBottom>
              {translate('app.currency.formTitle')}
            </Typography>
            <RatesForm />
          </CardContent>
        </Card>
      </Box>
    </Stack>
  );
}
