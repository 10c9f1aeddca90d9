// The range field (ui/DateRangeField) as two fields of a react-admin form: the first and the
// last day, each yyyy-MM-dd, or null for "no bound" (react-admin's empty value).
import { useInput } from 'ra-core';
import { LabelledDateRangeField } from '../DateRangeField';

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

export function DateRangeInput({ fromSource, toSource, ...field }: DateRangeInputProps) {
  const from = useInput({ source: fromSource });
  const to = useInput({ source: toSource });
  return (
    <LabelledDateRangeField
      {...field}
      value={{ from: from.field.value || undefined, to: to.field.value || undefined }}
      onChange={(range) => {
        from.field.onChange(range.from ?? '');
        to.field.onChange(range.to ?? '');
      }}
    />
  );
}
