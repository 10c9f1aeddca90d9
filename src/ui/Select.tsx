// A labelled single choice: the browser's own <select>, which every keyboard, screen reader and
// phone already knows (a phone opens its native picker), drawn in the design's tokens. Options
// are value/label pairs; '' is allowed as the "all" choice.
import { useId } from 'react';
import { ChevronDown } from 'lucide';
import { cx, FOCUS_RING } from './cx';
import { LineIcon } from './LineIcon';

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

/** The native select's look, shared with the form's (form/SelectInput.tsx). */
export const SELECT_CLASS = cx(
  'h-10 w-full cursor-pointer appearance-none truncate rounded-md border border-border bg-surface pr-9 pl-3 text-sm text-fg',
  'disabled:cursor-not-allowed disabled:opacity-60',
  FOCUS_RING,
);

/** The arrow drawn over the select's right end (its own is hidden by `appearance-none`). */
export function SelectChevron() {
  return (
    <LineIcon
      icon={ChevronDown}
      size={16}
      className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted"
    />
  );
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
