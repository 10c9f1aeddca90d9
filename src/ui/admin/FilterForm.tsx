// A list's filter fields ('Qo'llash' applies them, 'Tozalash' clears them) over ra-core's list
// filter context, which keeps them in the address; a change of the address (back, forward, a
// shared link) draws the fields again with what the list applies.
//
// A plain form, not react-admin's <Form>: filters are not a record to validate or save, and
// react-hook-form marks itself ready from a layout effect when it mounts, an update React must
// draw before the browser paints, after running every effect of the screen first (the list's
// rows were painted that much later on each visit).
import { useState, type FormEvent, type ReactNode } from 'react';
import { useListFilterContext } from 'ra-core';
import { formatDay } from '../../lib/days';
import { Button } from '../Button';
import { LabelledDateRangeField } from '../DateRangeField';

/** A form's fields as strings, '' for "any". */
export type FilterFields = Record<string, string>;

/** `empty`'s fields as `filter` has them ('' for those it lacks). */
export function fieldsOf<F extends FilterFields>(empty: F, filter: Record<string, unknown>): F {
  return Object.fromEntries(
    Object.keys(empty).map((field) => [field, filter[field] == null ? '' : String(filter[field])]),
  ) as F;
}

/** The set fields only, so that neither the address nor the request carries an empty one. */
export function setFieldsOnly(values: Record<string, string | null>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
    ),
  );
}

export interface FilterFormProps<F extends FilterFields> {
  /** Every field of the form, each '' (no filter). */
  empty: F;
  applyLabel: string;
  clearLabel: string;
  className: string;
  /** The buttons' row. */
  buttonsClassName?: string;
  /** After applying or clearing (a phone's dialog closes). */
  onDone?: () => void;
  /** The fields, given the form's values and what changes them. */
  children: (values: F, set: (changed: Partial<F>) => void) => ReactNode;
}

export function FilterForm<F extends FilterFields>(props: FilterFormProps<F>) {
  const { filterValues } = useListFilterContext();
  // Drawn again from what the list applies whenever that changes.
  return <Fields key={JSON.stringify(filterValues)} {...props} />;
}

function Fields<F extends FilterFields>({
  empty,
  applyLabel,
  clearLabel,
  className,
  buttonsClassName = 'flex items-end gap-2',
  onDone,
  children,
}: FilterFormProps<F>) {
  const { filterValues, setFilters } = useListFilterContext();
  const [values, setValues] = useState(() => fieldsOf(empty, filterValues));
  const set = (changed: Partial<F>) => setValues((now) => ({ ...now, ...changed }));

  function apply(event: FormEvent) {
    event.preventDefault();
    setFilters(setFieldsOnly(values), []);
    onDone?.();
  }

  function clear() {
    setValues(empty);
    setFilters({}, []);
    onDone?.();
  }

  return (
    <form onSubmit={apply} noValidate className={className}>
      {children(values, set)}
      <div className={buttonsClassName}>
        <Button type="submit" variant="primary">
          {applyLabel}
        </Button>
        <Button onClick={clear}>{clearLabel}</Button>
      </div>
    </form>
  );
}

/** The form's two fields of a range of days, as the lists' filters have them. */
interface DayRange {
  dateFrom: string;
  dateTo: string;
}

/**
 * A list's filter by days: one range field over the form's `dateFrom` and `dateTo`, up to today.
 * The picker orders the two days it is given, so a reversed range cannot be chosen.
 */
export function DaysFilter({
  label,
  placeholder,
  values,
  set,
}: {
  label: string;
  placeholder: string;
  values: DayRange;
  set: (changed: DayRange) => void;
}) {
  return (
    <LabelledDateRangeField
      className="w-full"
      label={label}
      placeholder={placeholder}
      value={{ from: values.dateFrom || undefined, to: values.dateTo || undefined }}
      onChange={(range) => set({ dateFrom: range.from ?? '', dateTo: range.to ?? '' })}
      max={formatDay(new Date())}
    />
  );
}
