// The broadcast form (SPEC §2, §4, §5, §8) beside its live preview: validates, sends through the
// dataProvider and, after a successful send, starts over with an empty, unscheduled form.
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ScheduleSend from '@mui/icons-material/ScheduleSend';
import Send from '@mui/icons-material/Send';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { getRuntimeConfig } from '../../lib/runtimeConfig';
import type { BroadcastMessage } from '../../providers/broadcast';
import type { AppDataProvider } from '../../providers/dataProvider';
import { serverMessageOf } from '../../providers/httpClient';
import { BroadcastPreview } from './BroadcastPreview';
import {
  BROADCAST_FIELDS,
  EMPTY_BROADCAST,
  hasErrors,
  toBroadcastMessage,
  validateBroadcast,
  type BroadcastErrors,
  type BroadcastField,
  type BroadcastFormValues,
} from './broadcastForm';
import { BROADCAST_TOAST_MS } from './toast';

export function BroadcastForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [values, setValues] = useState<BroadcastFormValues>(EMPTY_BROADCAST);
  // Errors appear after the first attempt to send, then follow every keystroke.
  const [attempted, setAttempted] = useState(false);
  const inputs = useRef<Partial<Record<BroadcastField, HTMLInputElement | null>>>({});
  const timeZone = getRuntimeConfig().serverTimeZone;
  const errors: BroadcastErrors = attempted ? validateBroadcast(values, new Date(), timeZone) : {};

  const send = useMutation({
    mutationFn: (message: BroadcastMessage) => dataProvider.sendBroadcast(message),
    onSuccess: () => {
      setValues(EMPTY_BROADCAST);
      setAttempted(false);
      notify('app.broadcast.success', { type: 'success', autoHideDuration: BROADCAST_TOAST_MS });
    },
    onError: (error) => {
      // SPEC §8: the server's own explanation when it gave one, else the spec's message.
      const serverText = serverMessageOf(error);
      notify(serverText || 'app.broadcast.error', {
        type: 'error',
        autoHideDuration: BROADCAST_TOAST_MS,
        // Polyglot shows `_` when the server text is not a catalogue key.
        messageArgs: serverText ? { _: serverText } : undefined,
      });
    },
  });

  const set =
    (field: 'messageText' | 'buttonText' | 'buttonUrl' | 'scheduledTime') =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value }));

  function toggleSchedule(event: ChangeEvent<HTMLInputElement>) {
    const schedule = event.target.checked;
    // SPEC §4: unchecking the box clears the time, so a hidden value is never sent.
    setValues((current) => ({
      ...current,
      schedule,
      scheduledTime: schedule ? current.scheduledTime : '',
    }));
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (send.isPending) return;
    setAttempted(true);
    const problems = validateBroadcast(values, new Date(), timeZone);
    if (hasErrors(problems)) {
      const first = BROADCAST_FIELDS.find((field) => problems[field]);
      if (first) inputs.current[first]?.focus();
      return;
    }
    send.mutate(toBroadcastMessage(values));
  }

  const fieldProps = (field: BroadcastField, helpKey?: string, helpArgs?: object) => ({
    name: field,
    value: values[field],
    onChange: set(field),
    error: !!errors[field],
    helperText: errors[field]
      ? translate(errors[field])
      : helpKey
        ? translate(helpKey, helpArgs)
        : undefined,
    inputRef: (element: HTMLInputElement | null) => {
      inputs.current[field] = element;
    },
    fullWidth: true,
  });

  const scheduled = values.schedule;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      <Card>
        <CardContent>
          <Typography component="h2" variant="h6" gutterBottom>
            {translate('app.broadcast.formTitle')}
          </Typography>
          <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit}>
            <TextField
              {...fieldProps('messageText', 'app.broadcast.messageTextHelp')}
              label={translate('app.broadcast.messageText')}
              required
              multiline
              minRows={5}
            />
            <TextField
              {...fieldProps('buttonText')}
              label={translate('app.broadcast.buttonText')}
            />
            <TextField
              {...fieldProps('buttonUrl', 'app.broadcast.buttonUrlHelp')}
              label={translate('app.broadcast.buttonUrl')}
              type="url"
              placeholder="https://"
              slotProps={{ htmlInput: { inputMode: 'url', autoComplete: 'url' } }}
            />
            <FormControlLabel
              control={<Checkbox checked={scheduled} onChange={toggleSchedule} name="schedule" />}
              label={translate('app.broadcast.schedule')}
            />
            {scheduled ? (
              <TextField
                {...fieldProps('scheduledTime', 'app.broadcast.scheduledTimeHelp', {
                  zone: timeZone,
                })}
                label={translate('app.broadcast.scheduledTime')}
                type="datetime-local"
                required
                slotProps={{ inputLabel: { shrink: true } }}
              />
            ) : null}
            <Box>
              <Button
                type="submit"
                variant="contained"
                disabled={send.isPending}
                startIcon={
                  send.isPending ? (
                    <CircularProgress size={18} color="inherit" />
                  ) : scheduled ? (
                    <ScheduleSend />
                  ) : (
                    <Send />
                  )
                }
              >
                {translate(scheduled ? 'app.broadcast.submitScheduled' : 'app.broadcast.submitNow')}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography component="h2" variant="h6" gutterBottom>
            {translate('app.broadcast.previewTitle')}
          </Typography>
          <BroadcastPreview
            messageText={values.messageText}
            buttonText={values.buttonText}
            buttonUrl={values.buttonUrl}
            scheduledTime={scheduled && values.scheduledTime ? values.scheduledTime : null}
          />
        </CardContent>
      </Card>
    </Box>
  );
}
