// The modal form to add or edit a platform. When editing, the API key comes from the detail call;
// the password is never read back: a blank one keeps the stored password.
import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useCreate, useGetOne, useNotify, useTranslate, useUpdate } from 'react-admin';
import type { Platform } from '../../providers/resources/platforms';
import { EMPTY_PLATFORM, platformFormProblem, type PlatformFormValues } from './platformForm';

interface PlatformFormDialogProps {
  /** The id of the platform to edit, or null for a new one. */
  platformId: number | null;
  onClose: () => void;
}

export function PlatformFormDialog({ platformId, onClose }: PlatformFormDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const isNew = platformId === null;
  const detail = useGetOne<Platform>(
    'platforms',
    { id: platformId ?? 0 },
    { enabled: !isNew, gcTime: 0 },
  );
  const [values, setValues] = useState<PlatformFormValues>(EMPTY_PLATFORM);
  const [showPassword, setShowPassword] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [create, { isPending: creating }] = useCreate();
  const [update, { isPending: updating }] = useUpdate();

  useEffect(() => {
    if (detail.data) {
      const { name, currency, apiKey = '', login, workplaceId } = detail.data;
      setValues({ name, currency, apiKey, login, workplaceId, password: '' });
    }
  }, [detail.data]);

  useEffect(() => {
    if (detail.error) setAlert('app.platforms.loadError');
  }, [detail.error]);

  const set = (field: keyof PlatformFormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = platformFormProblem(values, isNew);
    setAlert(problem);
    if (problem) return;
    const options = {
      onSuccess: () => {
        notify('app.platforms.saved', { type: 'success' });
        onClose();
      },
      onError: () => setAlert('app.platforms.saveError'),
    };
    if (isNew) create('platforms', { data: values }, options);
    else {
      update(
        'platforms',
        { id: platformId, data: values, previousData: detail.data },
        { ...options, mutationMode: 'pessimistic' },
      );
    }
  }

  const field = (name: keyof PlatformFormValues, label: string) => (
    <TextField
      label={translate(label)}
      value={values[name]}
      onChange={set(name)}
      required
      autoComplete="off"
    />
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="platform-form-title">
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle id="platform-form-title">
          {translate(isNew ? 'app.platforms.createTitle' : 'app.platforms.editTitle')}
        </DialogTitle>
        {detail.isFetching && <LinearProgress />}
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {alert && <Alert severity="error">{translate(alert)}</Alert>}
            {field('name', 'app.platforms.name')}
            <TextField
              select
              label={translate('app.platforms.currency')}
              value={values.currency}
              onChange={set('currency')}
            >
              <MenuItem value="UZS">UZS</MenuItem>
              <MenuItem value="RUB">RUB</MenuItem>
            </TextField>
            {field('apiKey', 'app.platforms.apiKey')}
            {field('login', 'app.platforms.login')}
            <TextField
              label={translate('app.platforms.password')}
              type={showPassword ? 'text' : 'password'}
              value={values.password}
              onChange={set('password')}
              required={isNew}
              autoComplete="new-password"
              helperText={isNew ? ' ' : translate('app.platforms.passwordKeep')}
              slotProps={{
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton
                        edge="end"
                        onClick={() => setShowPassword((shown) => !shown)}
                        aria-label={translate(
                          showPassword
                            ? 'app.platforms.hidePassword'
                            : 'app.platforms.showPassword',
                        )}
                      >
                        {showPassword ? <VisibilityOff /> : <Visibility />}
                      </IconButton>
                    </InputAdornment>
                  ),
                },
              }}
            />
            {field('workplaceId', 'app.platforms.workplaceId')}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.platforms.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={creating || updating || (!isNew && !detail.data)}
          >
            {translate('app.platforms.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
