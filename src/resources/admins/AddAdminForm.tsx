// Adds an admin by Telegram Chat ID (SPEC §2 Admins, §5, §8).
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import PersonAdd from '@mui/icons-material/PersonAdd';
import { useCreate, useNotify, useTranslate } from 'react-admin';
import { chatIdProblem } from './chatId';
import { ADMIN_TOAST_MS } from './toast';
import { keepChatId, keepTyped } from '../../lib/numericInput';

export function AddAdminForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const [create, { isPending }] = useCreate();
  const [chatId, setChatId] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = chatIdProblem(chatId);
    if (problem === 'required') {
      setFieldError(null);
      notify('app.admins.chatIdRequired', { type: 'warning', autoHideDuration: ADMIN_TOAST_MS });
      return;
    }
    if (problem === 'numeric') {
      setFieldError('app.admins.chatIdNumeric');
      return;
    }
    setFieldError(null);
    create(
      'admins',
      { data: { chatId: chatId.trim() } },
      {
        onSuccess: () => {
          setChatId('');
          notify('app.admins.added', { type: 'success', autoHideDuration: ADMIN_TOAST_MS });
        },
        onError: () =>
          notify('app.admins.addError', { type: 'error', autoHideDuration: ADMIN_TOAST_MS }),
      },
    );
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
      sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <TextField
        label={translate('app.admins.chatId')}
        name="chatId"
        value={chatId}
        onChange={(event) => setChatId(keepTyped(event.target, keepChatId))}
        error={!!fieldError}
        helperText={translate(fieldError ?? 'app.admins.chatIdHelp')}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        sx={{ flex: '1 1 240px' }}
        size="small"
      />
      <Button
        type="submit"
        variant="contained"
        startIcon={<PersonAdd />}
        disabled={isPending}
        sx={{ flex: '0 0 auto', minHeight: 40 }}
      >
        {translate('app.admins.add')}
      </Button>
    </Box>
  );
}
