// The Quick Paste box of the Oson config form (SPEC §2): paste the Oson app's key=value string,
// press Apply Data, and the recognised values go to the form.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ContentPaste from '@mui/icons-material/ContentPaste';
import { useNotify, useTranslate } from 'react-admin';
import { parseQuickPaste, type QuickPasteValues } from './quickPaste';
import { OSON_TOAST_MS } from './toast';

export function QuickPastePanel({ onApply }: { onApply: (values: QuickPasteValues) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [text, setText] = useState('');

  function apply() {
    const values = parseQuickPaste(text);
    if (Object.keys(values).length === 0) {
      notify('app.osonConfigs.quickPasteNothing', {
        type: 'warning',
        autoHideDuration: OSON_TOAST_MS,
      });
      return;
    }
    onApply(values);
    // The pasted text holds the password in clear: once applied it lives only in the masked field.
    setText('');
    notify('app.osonConfigs.quickPasteApplied', { type: 'info', autoHideDuration: OSON_TOAST_MS });
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <TextField
        label={translate('app.osonConfigs.quickPaste')}
        name="quickPaste"
        value={text}
        onChange={(event) => setText(event.target.value)}
        helperText={translate('app.osonConfigs.quickPasteHelp')}
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
      />
      <Box>
        <Button
          variant="outlined"
          startIcon={<ContentPaste />}
          onClick={apply}
          disabled={!text.trim()}
        >
          {translate('app.osonConfigs.applyData')}
        </Button>
      </Box>
    </Box>
  );
}
