// A labelled single choice (radix-ui Select: a combobox with a listbox; arrow keys, typeahead,
// Escape). Options are value/label pairs; '' is allowed as the "all" choice.
import { useId } from 'react';
import { Select as RadixSelect } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import { cx, FOCUS_RING } from './cx';

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

// Radix Select refuses '' as an item value; it stands for "no choice" outside the component.
const EMPTY = '\u0000empty';
const toRadix = (value: string) => (value === '' ? EMPTY : value);
const fromRadix = (value: string) => (value === EMPTY ? '' : value);

export function Select({ label, value, options, onValueChange, disabled, className }: SelectProps) {
  const id = useId();
  const current = options.find((option) => option.value === value);
  return (
    <div className={cx('flex min-w-0 flex-col gap-1', className)}>
      <span id={`${id}-label`} className="text-sm font-medium">
        {label}
      </span>
      <RadixSelect.Root
        value={toRadix(value)}
        onValueChange={(next) => onValueChange(fromRadix(next))}
        disabled={disabled}
      >
        <RadixSelect.Trigger
          aria-labelledby={`${id}-label`}
          className={cx(
            'flex h-10 w-full cursor-pointer items-center justify-between gap-2 rounded-md border border-border bg-surface px-3 text-left text-sm text-fg',
            'disabled:cursor-not-allowed disabled:opacity-60',
            FOCUS_RING,
          )}
        >
          <RadixSelect.Value>{current?.label}</RadixSelect.Value>
          <RadixSelect.Icon>
            <ChevronDown size={16} aria-hidden />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content
            position="popper"
            sideOffset={4}
            className="z-50 max-h-80 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-border bg-surface text-fg shadow-lg"
          >
            <RadixSelect.Viewport className="p-1">
              {options.map((option) => (
                <RadixSelect.Item
                  key={option.value}
                  value={toRadix(option.value)}
                  className="relative flex cursor-pointer items-center rounded px-8 py-2 text-sm outline-none select-none data-[highlighted]:bg-primary-soft"
                >
                  <RadixSelect.ItemIndicator className="absolute left-2">
                    <Check size={14} aria-hidden />
                  </RadixSelect.ItemIndicator>
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </div>
  );
}
