// 'Boshqaruv Paneli' (SPEC §2). The statistics and charts arrive with the dashboard issue.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { FeatureSwitches } from './FeatureSwitches';

export function Dashboard() {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 2 }}>
      <Title title={translate('app.dashboard.title')} />
      <Typography component="h1" variant="h5">
        {translate('app.dashboard.title')}
      </Typography>
      <FeatureSwitches />
    </Stack>
  );
}
