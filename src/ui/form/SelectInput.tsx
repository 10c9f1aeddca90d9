// A single choice of a react-admin form: the browser's own <select> (see ui/Select.tsx).
import { ChevronDown } from 'lucide';
import { useInput, type InputProps } from 'ra-core';
import { cx, FOCUS_RING } from '../cx';
import { LineIcon } from '../LineIcon';
import { InputFrame } from './InputFrame';
import type { SelectOption } from '../Select';

export interface SelectInputProps extends Omit<InputProps, 'label'> {
  label: string;
  help?: string;
  choices: SelectOption[];
  /** A first, empty choice (its label), for a field nothing is chosen in yet. */
  emptyLabel?: string;
  className?: string;
}

export function SelectInput({
  label,
  help,
  choices,
  emptyLabel,
  className,
  ...props
}: SelectInputProps) {
  const input = useInput(props);
  const { id, field } = input;
  return (
    <InputFrame input={input} label={label} help={help} className={className}>
      {(described) => (
        <div className="relative">
          <select
            id={id}
            name={field.name}
            ref={field.ref}
            value={field.value == null ? '' : String(field.value)}
            onChange={(event) => field.onChange(event.currentTarget.value)}
            onBlur={field.onBlur}
            disabled={props.disabled}
            className={cx(
              'h-10 w-full cursor-pointer appearance-none truncate rounded-md border border-border bg-surface pr-9 pl-3 text-sm text-fg',
              'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger',
              FOCUS_RING,
            )}
            {...described}
          >
            {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
          <LineIcon
            icon={ChevronDown}
            size={16}
            className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted"
          />
        </div>
      )}
    </InputFrame>
  );
}
