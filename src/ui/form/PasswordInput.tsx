// A password field of a react-admin form with a button that shows or hides what was typed.
import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useInput, useTranslate, type InputProps } from 'ra-core';
import { INPUT_CLASSES } from '../TextField';
import { cx, FOCUS_RING } from '../cx';
import { InputFrame } from './InputFrame';

export interface PasswordInputProps extends Omit<InputProps, 'label'> {
  label: string;
  help?: string;
  autoComplete?: string;
  /** The show/hide button's names, where a screen words them itself (react-admin's otherwise). */
  toggleLabels?: { show: string; hide: string };
  className?: string;
}

export function PasswordInput({
  label,
  help,
  autoComplete,
  toggleLabels,
  className,
  ...props
}: PasswordInputProps) {
  const translate = useTranslate();
  const [shown, setShown] = useState(false);
  const input = useInput(props);
  const { id, field } = input;
  return (
    <InputFrame input={input} label={label} help={help} className={className}>
      {(described) => (
        <div className="relative">
          <input
            id={id}
            name={field.name}
            ref={field.ref}
            type={shown ? 'text' : 'password'}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.currentTarget.value)}
            onBlur={field.onBlur}
            autoComplete={autoComplete}
            disabled={props.disabled}
            readOnly={props.readOnly}
            className={cx(INPUT_CLASSES, 'pr-11')}
            {...described}
          />
          <button
            type="button"
            onClick={() => setShown((now) => !now)}
            aria-label={
              toggleLabels
                ? toggleLabels[shown ? 'hide' : 'show']
                : translate(
                    shown ? 'ra.input.password.toggle_visible' : 'ra.input.password.toggle_hidden',
                  )
            }
            aria-pressed={shown}
            className={cx(
              'absolute top-1/2 right-1 flex size-8 -translate-y-1/2 cursor-pointer items-center justify-center rounded text-muted hover:text-fg',
              FOCUS_RING,
            )}
          >
            {shown ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
          </button>
        </div>
      )}
    </InputFrame>
  );
}
