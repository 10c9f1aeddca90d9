// A labelled single choice: the browser's own <select>, which every keyboard, screen reader and
// phone already knows (a phone opens its native picker), drawn in the design's tokens. Options
// are value/label pairs; '' is allowed as the "all" choice.
import { useId } from 'react';
import { cx, SELECT_CLASS } from './cx';
import { SelectChevron } from './LineIcon';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps {
  label: string;
  value: string;
  options: SelectOption[];
  onValueChange: (value: string) => void;
  disabled?: boolean;
  className?: string;
}

export function Select({ label, value, options, onValueChange, disabled, className }: SelectProps) {
  const id = useId();
  return (
    <div className={cx('flex min-w-0 flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          disabled={disabled}
          onChange={(event) => onValueChange(event.currentTarget.value)}
          className={SELECT_CLASS}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <SelectChevron />
      </div>
    </div>
  );
}
