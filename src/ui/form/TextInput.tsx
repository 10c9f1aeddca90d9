// A text field of a react-admin form (useInput): label, hint, the error of its validator or of
// the server, and optionally a filter of what typing may put in it (`keep`: digits only...).
import type { HTMLInputTypeAttribute } from 'react';
import { useInput, type InputProps } from 'ra-core';
import { INPUT_CLASSES } from '../TextField';
import { cx } from '../cx';
import { InputFrame } from './InputFrame';

export interface TextInputProps extends Omit<InputProps, 'label'> {
  label: string;
  help?: string;
  type?: HTMLInputTypeAttribute;
  /** What the field keeps of each keystroke or paste (lib/numericInput.ts). */
  keep?: (typed: string) => string;
  /** A text area of this many rows instead of a one-line field. */
  rows?: number;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'url' | 'email' | 'search';
  /** false for text that is not words (codes, secrets): no spelling marks, nothing sent to check. */
  spellCheck?: boolean;
  className?: string;
}

export function TextInput({
  label,
  help,
  type = 'text',
  keep,
  rows,
  placeholder,
  autoComplete,
  inputMode,
  spellCheck,
  className,
  ...props
}: TextInputProps) {
  const input = useInput(props);
  const { id, field } = input;
  const value = field.value ?? '';
  const onChange = (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => {
    const target = event.currentTarget;
    if (!keep) return field.onChange(target.value);
    field.onChange(keep(target.value));
  };
  return (
    <InputFrame input={input} label={label} help={help} className={className}>
      {(described) => {
        const common = {
          id,
          name: field.name,
          value,
          onChange,
          onBlur: field.onBlur,
          placeholder,
          autoComplete,
          spellCheck,
          disabled: props.disabled,
          readOnly: props.readOnly,
          ...described,
        };
        return rows ? (
          <textarea
            {...common}
            ref={field.ref}
            rows={rows}
            className={cx(INPUT_CLASSES, 'h-auto py-2')}
          />
        ) : (
          <input
            {...common}
            ref={field.ref}
            type={type}
            inputMode={inputMode}
            className={INPUT_CLASSES}
          />
        );
      }}
    </InputFrame>
  );
}
