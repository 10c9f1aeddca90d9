// Screens whose features arrive in later versions: the route, the guard and the title exist now,
// and the page says plainly that the section is not ready (no fake data).
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';

export function PendingScreen({ titleKey }: { titleKey: string }) {
  const translate = useTranslate();
  const title = translate(titleKey);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary">{translate('app.pending.notice')}</Typography>
      </CardContent>
    </Card>
  );
}
