// A filter form's clear button ('Tozalash'): no filters in the list around it, and none left
// typed in the form.
import type { FieldValues } from 'react-hook-form';
import { useFormContext } from 'react-hook-form';
import { useListFilterContext } from 'ra-core';
import { Button } from '../ui/Button';

export interface ClearFiltersButtonProps {
  label: string;
  /** The form's values with no filter in them. */
  empty: FieldValues;
  /** After clearing (the journal's phone dialog closes). */
  onDone?: () => void;
}

export function ClearFiltersButton({ label, empty, onDone }: ClearFiltersButtonProps) {
  const { setFilters } = useListFilterContext();
  const { reset } = useFormContext();
  return (
    <Button
      onClick={() => {
        reset(empty);
        setFilters({}, []);
        onDone?.();
      }}
    >
      {label}
    </Button>
  );
}
