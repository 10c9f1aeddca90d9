// The Humo / Telegram login screen (/humo, SPEC §2): the login wizard and the active profiles.
import { useCallback } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { HUMO_ACCOUNTS_KEY, HumoAccountList } from './HumoAccountList';
import { HumoLoginWizard } from './HumoLoginWizard';
import { HumoNoticeProvider } from './HumoNotice';

export function HumoPage() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const title = translate('app.humo.title');
  // A new login or a deletion changes the helper's list: read it again.
  const refreshAccounts = useCallback(
    () => queryClient.invalidateQueries({ queryKey: HUMO_ACCOUNTS_KEY }),
    [queryClient],
  );

  return (
    <HumoNoticeProvider>
      <Stack spacing={2} sx={{ mt: 2, mb: 2, maxWidth: 860 }}>
        <Title title={title} />
        <Typography component="h1" variant="h5">
          {title}
        </Typography>
        <Card>
          <CardContent>
            <Typography component="h2" variant="h6" gutterBottom>
              {translate('app.humo.wizardTitle')}
            </Typography>
            <HumoLoginWizard onConnected={refreshAccounts} />
          </CardContent>
        </Card>
        <Card>
          <HumoAccountList onChanged={refreshAccounts} />
        </Card>
      </Stack>
    </HumoNoticeProvider>
  );
}
