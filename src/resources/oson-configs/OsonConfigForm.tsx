// The Oson config form (SPEC §2, §5), shared by the create and edit pages: four required fields,
// Quick Paste, Save Changes and Cancel. It only validates; the page decides what saving means.
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Save from '@mui/icons-material/Save';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Title, useNavigate, useTranslate } from 'react-admin';
import {
  OSON_CONFIG_FIELDS,
  missingFields,
  valuesToSend,
  type OsonConfigFormValues,
} from './formValues';
import { QuickPastePanel } from './QuickPastePanel';
import type { QuickPasteValues } from './quickPaste';

export interface OsonConfigFormProps {
  /** Catalogue key of the page title. */
  titleKey: string;
  initialValues: OsonConfigFormValues;
  saving: boolean;
  /** Called with trimmed values, only when every field is filled. */
  onSave: (values: OsonConfigFormValues) => void;
}

const LABEL_KEYS: Record<keyof OsonConfigFormValues, string> = {
  deviceName: 'app.osonConfigs.deviceName',
  phone: 'app.osonConfigs.phone',
  password: 'app.osonConfigs.password',
  deviceId: 'app.osonConfigs.deviceId',
};

export function OsonConfigForm({ titleKey, initialValues, saving, onSave }: OsonConfigFormProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [values, setValues] = useState(initialValues);
  const [showPassword, setShowPassword] = useState(false);
  // Errors appear after the first save attempt, then follow the typing.
  const [attempted, setAttempted] = useState(false);
  const missing = attempted ? missingFields(values) : new Set<keyof OsonConfigFormValues>();

  function change(field: keyof OsonConfigFormValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  function applyQuickPaste(pasted: QuickPasteValues) {
    setValues((current) => ({ ...current, ...pasted }));
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    if (saving || missingFields(values).size > 0) return;
    onSave(valuesToSend(values));
  }

  function fieldProps(field: keyof OsonConfigFormValues) {
    return {
      name: field,
      label: translate(LABEL_KEYS[field]),
      value: values[field],
      onChange: (event: { target: { value: string } }) => change(field, event.target.value),
      required: true,
      error: missing.has(field),
      // A blank helper line keeps the field's height when the error appears.
      helperText: missing.has(field) ? translate('app.osonConfigs.required') : ' ',
      fullWidth: true,
      margin: 'dense' as const,
    };
  }

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 2, maxWidth: 640 }}>
      <Title title={translate(titleKey)} />
      <Typography component="h1" variant="h5">
        {translate(titleKey)}
      </Typography>
      <Card>
        <CardContent component="form" noValidate onSubmit={handleSubmit}>
          <QuickPastePanel onApply={applyQuickPaste} />
          <Divider sx={{ my: 2 }} />
          {OSON_CONFIG_FIELDS.map((field) =>
            field === 'password' ? (
              <TextField
                key={field}
                {...fieldProps(field)}
                type={showPassword ? 'text' : 'password'}
                slotProps={{
                  // These are the Oson account's credentials, not the admin's: keep the
                  // browser from offering the admin's saved password here.
                  htmlInput: { autoComplete: 'new-password' },
                  input: {
                    endAdornment: (
                      <InputAdornment position="end">
                        <IconButton
                          onClick={() => setShowPassword((shown) => !shown)}
                          edge="end"
                          aria-label={translate(
                            showPassword
                              ? 'app.osonConfigs.hidePassword'
                              : 'app.osonConfigs.showPassword',
                          )}
                        >
                          {showPassword ? <VisibilityOff /> : <Visibility />}
                        </IconButton>
                      </InputAdornment>
                    ),
                  },
                }}
              />
            ) : (
              <TextField
                key={field}
                {...fieldProps(field)}
                slotProps={{
                  htmlInput: {
                    autoComplete: 'off',
                    inputMode: field === 'phone' ? 'tel' : undefined,
                  },
                }}
              />
            ),
          )}
          <Box
            sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 2, flexWrap: 'wrap' }}
          >
            <Button onClick={() => navigate('/oson-configs')} disabled={saving}>
              {translate('app.osonConfigs.cancel')}
            </Button>
            <Button type="submit" variant="contained" startIcon={<Save />} disabled={saving}>
              {translate('app.osonConfigs.save')}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Stack>
  );
}
