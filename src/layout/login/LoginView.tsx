// The sign-in form (SPEC §2 Login), plain MUI: used by the small /login entry and by react-admin.
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { LOCALES, type AppLocale } from '../../lib/preferences';
import { loginErrorKey } from './loginErrorKey';

export interface LoginViewProps {
  translate: (key: string) => string;
  onSubmit: (username: string, password: string) => Promise<void>;
  locale: AppLocale;
  onLocaleChange: (locale: AppLocale) => void;
}

export function LoginView({ translate: t, onSubmit, locale, onLocaleChange }: LoginViewProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [touched, setTouched] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const usernameMissing = touched && !username.trim();
  const passwordMissing = touched && !password;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!username.trim() || !password || submitting) return;
    setSubmitting(true);
    setErrorKey(null);
    try {
      await onSubmit(username.trim(), password);
    } catch (error) {
      setErrorKey(loginErrorKey(error));
      setSubmitting(false);
    }
  }

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        p: 2,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }} elevation={3}>
        <CardContent component="form" noValidate onSubmit={handleSubmit} sx={{ p: 3 }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 2 }}>
            <LockOutlined color="primary" sx={{ fontSize: 40, mb: 1 }} aria-hidden />
            <Typography component="h1" variant="h5" align="center">
              {t('app.login.title')}
            </Typography>
          </Box>
          {errorKey && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {t(errorKey)}
            </Alert>
          )}
          <TextField
            label={t('app.login.username')}
            name="username"
            autoComplete="username"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            required
            error={usernameMissing}
            helperText={usernameMissing ? t('app.login.required') : ' '}
            fullWidth
            margin="dense"
            autoFocus
          />
          <TextField
            label={t('app.login.password')}
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
            error={passwordMissing}
            helperText={passwordMissing ? t('app.login.required') : ' '}
            fullWidth
            margin="dense"
            slotProps={{
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      onClick={() => setShowPassword((shown) => !shown)}
                      edge="end"
                      aria-label={t(
                        showPassword ? 'app.login.hidePassword' : 'app.login.showPassword',
                      )}
                    >
                      {showPassword ? <VisibilityOff /> : <Visibility />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
          <Button
            type="submit"
            variant="contained"
            fullWidth
            size="large"
            disabled={submitting}
            sx={{ mt: 1 }}
          >
            {t(submitting ? 'app.login.submitting' : 'app.login.submit')}
          </Button>
          <TextField
            select
            label={t('app.locale.label')}
            value={locale}
            onChange={(event) => onLocaleChange(event.target.value as AppLocale)}
            size="small"
            sx={{ mt: 3, minWidth: 160 }}
            // The browser's own list: MUI's menu would pull its popover and modal into the small
            // sign-in entry, and a native list is also the easiest to use on a phone.
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {LOCALES.map((code) => (
              <option key={code} value={code}>
                {t(`app.locale.${code}`)}
              </option>
            ))}
          </TextField>
        </CardContent>
      </Card>
    </Box>
  );
}
