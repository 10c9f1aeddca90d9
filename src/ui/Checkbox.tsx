// A checkbox named by `label` (visible or, in a table row, only for screen readers).
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { Check, Minus } from 'lucide-react';
import { cx, FOCUS_RING } from './cx';

export interface CheckboxProps {
  label: string;
  checked: boolean | 'indeterminate';
  onCheckedChange: (checked: boolean) => void;
  /** false: the label is for screen readers only (a row's selection box). */
  showLabel?: boolean;
  disabled?: boolean;
}

export function Checkbox({
  label,
  checked,
  onCheckedChange,
  showLabel = false,
  disabled,
}: CheckboxProps) {
  const box = (
    <RadixCheckbox.Root
      checked={checked}
      onCheckedChange={(value) => onCheckedChange(value === true)}
      aria-label={showLabel ? undefined : label}
      disabled={disabled}
      className={cx(
        'flex size-5 shrink-0 cursor-pointer items-center justify-center rounded border border-muted bg-surface',
        'data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-fg',
        'data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary data-[state=indeterminate]:text-primary-fg',
        FOCUS_RING,
      )}
    >
      <RadixCheckbox.Indicator>
        {checked === 'indeterminate' ? (
          <Minus size={14} aria-hidden />
        ) : (
          <Check size={14} aria-hidden />
        )}
      </RadixCheckbox.Indicator>
    </RadixCheckbox.Root>
  );
  if (!showLabel) return box;
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm">
      {box}
      {label}
    </label>
  );
}
