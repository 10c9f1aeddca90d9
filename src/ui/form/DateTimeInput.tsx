// A date and time field of a react-admin form: the browser's own datetime-local picker. The value
// is the control's zone-less text ("2025-10-01T14:30"), '' when empty: which zone it is read in
// is the form's business (the broadcast reads it in the server's zone).
import { useInput, type InputProps } from 'ra-core';
import { INPUT_CLASSES } from '../TextField';
import { cx } from '../cx';
import { InputFrame } from './InputFrame';

export interface DateTimeInputProps extends Omit<InputProps, 'label'> {
  label: string;
  help?: string;
  /** The earliest value the picker offers, in the same "YYYY-MM-DDTHH:mm" form. */
  min?: string;
  className?: string;
}

// An emptied picker stays '' rather than react-admin's default null, like the value it started with.
const keepText = (value: string | null) => value ?? '';

export function DateTimeInput({ label, help, min, className, ...props }: DateTimeInputProps) {
  const input = useInput({ parse: keepText, ...props });
  const { id, field } = input;
  return (
    <InputFrame input={input} label={label} help={help} className={className}>
      {(described) => (
        <input
          id={id}
          name={field.name}
          ref={field.ref}
          type="datetime-local"
          value={field.value ?? ''}
          min={min}
          onChange={(event) => field.onChange(event.currentTarget.value)}
          onBlur={field.onBlur}
          disabled={props.disabled}
          readOnly={props.readOnly}
          // The picker's own icon follows the theme through color-scheme (theme.css).
          className={cx(INPUT_CLASSES, 'min-w-0')}
          {...described}
        />
      )}
    </InputFrame>
  );
}
