// The range field (ui/DateRangeField) as two fields of a react-admin form: the first and the
// last day, each yyyy-MM-dd, or null for "no bound" (react-admin's empty value).
import { useInput } from 'ra-core';
import { DateRangeField } from '../DateRangeField';

export interface DateRangeInputProps {
  fromSource: string;
  toSource: string;
  /** The field's accessible name; also shown above it. */
  label: string;
  placeholder: string;
  /** The last day that can be picked, yyyy-MM-dd. */
  max?: string;
  className?: string;
}

export function DateRangeInput({
  fromSource,
  toSource,
  label,
  placeholder,
  max,
  className,
}: DateRangeInputProps) {
  const from = useInput({ source: fromSource });
  const to = useInput({ source: toSource });
  return (
    <div className="flex min-w-0 flex-col gap-1">
      {/* The field names itself (label + placeholder); this line only lines it up visually. */}
      <span aria-hidden className="text-sm font-medium">
        {label}
      </span>
      <DateRangeField
        className={className}
        label={label}
        placeholder={placeholder}
        value={{ from: from.field.value || undefined, to: to.field.value || undefined }}
        onChange={(range) => {
          from.field.onChange(range.from ?? '');
          to.field.onChange(range.to ?? '');
        }}
        max={max}
      />
    </div>
  );
}
