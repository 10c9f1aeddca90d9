// A single choice of a react-admin form: the browser's own <select> (see ui/Select.tsx).
import { useInput, type InputProps } from 'ra-core';
import { InputFrame } from './InputFrame';
import type { SelectOption } from '../Select';
import { cx, SELECT_CLASS } from '../cx';
import { SelectChevron } from '../LineIcon';

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
            className={cx(SELECT_CLASS, 'aria-invalid:border-danger')}
            {...described}
          >
            {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
          <SelectChevron />
        </div>
      )}
    </InputFrame>
  );
}
