// What every input shares: the label (with a star when required), the control, and one line
// under it with the error (react-admin's validation or the server's, in the UI language) or else
// the hint, tied to the control for screen readers.
import type { ReactNode } from 'react';
import { ValidationError, type UseInputValue } from 'ra-core';
import { cx } from '../cx';

export interface InputFrameProps {
  /** The input's useInput(): its id, whether it is required, and its error as react-admin writes it. */
  input: Pick<UseInputValue, 'id' | 'isRequired' | 'fieldState'>;
  label: string;
  help?: ReactNode;
  className?: string;
  /** The control, given the ids to point at its note. */
  children: (described: {
    'aria-describedby'?: string;
    'aria-invalid': boolean;
    'aria-required'?: true;
  }) => ReactNode;
}

export function InputFrame({ input, label, help, className, children }: InputFrameProps) {
  const { id, isRequired: required } = input;
  const error = input.fieldState.error?.message;
  const noteId = `${id}-note`;
  const note = error ? <ValidationError error={error} /> : help;
  return (
    <div className={cx('flex min-w-0 flex-col gap-1', className)}>
      <div className="text-sm font-medium">
        <label htmlFor={id}>{label}</label>
        {/* Beside the label, not in it: the field's name is the label alone, and the control
            itself says it is required. */}
        {required && <span aria-hidden> *</span>}
      </div>
      {children({
        'aria-describedby': note ? noteId : undefined,
        // Said either way once the field is drawn, as MUI did and the sign-in form does.
        'aria-invalid': !!error,
        'aria-required': required ? true : undefined,
      })}
      {note && (
        <span id={noteId} className={cx('text-xs', error ? 'text-danger' : 'text-muted')}>
          {note}
        </span>
      )}
    </div>
  );
}
