// A yes/no field of a react-admin form: the browser's own checkbox with its label beside it.
import { useInput, ValidationError, type InputProps } from 'ra-core';
import { cx, FOCUS_RING } from '../cx';

export interface CheckboxInputProps extends Omit<InputProps, 'label'> {
  label: string;
  className?: string;
}

export function CheckboxInput({ label, className, ...props }: CheckboxInputProps) {
  const { id, field, fieldState } = useInput({ ...props, type: 'checkbox' });
  const error = fieldState.error?.message;
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="inline-flex cursor-pointer items-center gap-2 text-sm">
        <input
          id={id}
          name={field.name}
          ref={field.ref}
          type="checkbox"
          checked={!!field.value}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
          disabled={props.disabled}
          aria-invalid={error ? true : undefined}
          className={cx('size-5 shrink-0 cursor-pointer rounded accent-primary', FOCUS_RING)}
        />
        {label}
      </label>
      {error && (
        <span className="text-xs text-danger">
          <ValidationError error={error} />
        </span>
      )}
    </div>
  );
}
