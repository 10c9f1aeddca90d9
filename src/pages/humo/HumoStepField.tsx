// The one input of the current wizard step: phone, SMS code or two-step password (with a
// show/hide toggle), each required (SPEC §5).
import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslate } from 'react-admin';

interface HumoStepFieldProps {
  stage: 'phone' | 'code' | 'password';
  value: string;
  /** The number the code was sent to, named in the code step's help text. */
  phone: string;
  showRequired: boolean;
  /** A call is under way: the value is frozen but the field keeps its focus. */
  busy: boolean;
  onChange: (value: string) => void;
}

const FIELD = {
  phone: { label: 'app.humo.phone', required: 'app.humo.phoneRequired', name: 'phone' },
  code: { label: 'app.humo.code', required: 'app.humo.codeRequired', name: 'code' },
  password: { label: 'app.humo.password', required: 'app.humo.passwordRequired', name: 'password' },
} as const;

export function HumoStepField({
  stage,
  value,
  phone,
  showRequired,
  busy,
  onChange,
}: HumoStepFieldProps) {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  const field = FIELD[stage];
  const help = stage === 'code' ? translate('app.humo.codeHelp', { phone }) : undefined;
  const toggleLabel = translate(visible ? 'app.humo.hidePassword' : 'app.humo.showPassword');

  const htmlInput = {
    readOnly: busy,
    ...(stage === 'phone'
      ? { inputMode: 'tel' as const, autoComplete: 'tel' }
      : stage === 'code'
        ? { inputMode: 'numeric' as const, autoComplete: 'one-time-code' }
        : { autoComplete: 'current-password' }),
  };

  return (
    <TextField
      // Each step starts with its own field focused, so the admin can type at once.
      autoFocus={stage !== 'phone'}
      fullWidth
      required
      name={field.name}
      label={translate(field.label)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={showRequired}
      helperText={showRequired ? translate(field.required) : help}
      placeholder={stage === 'phone' ? translate('app.humo.phonePlaceholder') : undefined}
      type={stage === 'phone' ? 'tel' : stage === 'password' && !visible ? 'password' : 'text'}
      slotProps={{
        htmlInput,
        input:
          stage === 'password'
            ? {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      aria-label={toggleLabel}
                      title={toggleLabel}
                      onClick={() => setVisible((shown) => !shown)}
                      edge="end"
                    >
                      {visible ? <VisibilityOff /> : <Visibility />}
                    </IconButton>
                  </InputAdornment>
                ),
              }
            : undefined,
      }}
    />
  );
}
