// A checkbox named by `label` (visible or, in a table row, only for screen readers): the
// browser's own input, so the keyboard, forms and screen readers need nothing more; a partial
// selection is its indeterminate state, which assistive technology reads as "mixed".
import { useEffect, useRef } from 'react';
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
  const input = useRef<HTMLInputElement>(null);
  const mixed = checked === 'indeterminate';
  // Only a script can set it; there is no attribute for it.
  useEffect(() => {
    if (input.current) input.current.indeterminate = mixed;
  }, [mixed]);
  const box = (
    <input
      ref={input}
      type="checkbox"
      checked={checked === true}
      // The same state as an attribute (the indeterminate property has none), for tools and
      // tests that read attributes; axe requires it to match the input's own state.
      aria-checked={mixed ? 'mixed' : checked ? 'true' : 'false'}
      onChange={(event) => onCheckedChange(event.currentTarget.checked)}
      aria-label={showLabel ? undefined : label}
      disabled={disabled}
      className={cx(
        'size-5 shrink-0 cursor-pointer rounded accent-primary disabled:cursor-not-allowed',
        FOCUS_RING,
      )}
    />
  );
  if (!showLabel) return box;
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm">
      {box}
      {label}
    </label>
  );
}
