// A labelled text input with its help or error line, wired for screen readers.
import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { cx, FOCUS_RING } from './cx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string;
  /** A hint under the field; replaced by `error` when there is one. */
  help?: string;
  error?: string | null;
}

export const INPUT_CLASSES = cx(
  'h-10 w-full rounded-md border border-border bg-surface px-3 text-sm text-fg placeholder:text-muted',
  'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger',
  FOCUS_RING,
);

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, help, error, id, className, required, ...rest },
  ref,
) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const note = error || help;
  return (
    <div className={cx('flex min-w-0 flex-col gap-1', className)}>
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
        {required && <span aria-hidden> *</span>}
      </label>
      <input
        ref={ref}
        id={inputId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? `${inputId}-note` : undefined}
        className={INPUT_CLASSES}
        {...rest}
      />
      {note && (
        <span
          id={`${inputId}-note`}
          className={cx('text-xs', error ? 'text-danger' : 'text-muted')}
        >
          {note}
        </span>
      )}
    </div>
  );
});
