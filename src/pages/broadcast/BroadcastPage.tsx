// The Broadcast screen (/broadcast, SPEC §2): a mass message to every bot user, sent now or later.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { BroadcastForm } from './BroadcastForm';

export function BroadcastPage() {
  const translate = useTranslate();
  const title = translate('app.broadcast.title');
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 2 }}>
      <Title title={title} />
      <Typography component="h1" variant="h5">
        {title}
      </Typography>
      <BroadcastForm />
    </Stack>
  );
}
