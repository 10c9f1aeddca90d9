// An on/off switch with its visible label: a button with role="switch" and aria-checked (the
// WAI-ARIA switch pattern), so the browser's button gives Space/Enter and focus; nothing more is
// needed for a control that is never submitted with a form.
import { useId } from 'react';
import { cx, FOCUS_RING } from './cx';

export interface SwitchProps {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Shown under the label, e.g. the state in words. */
  description?: string;
  /** The label for screen readers only (a row whose content already says what it is about). */
  hideLabel?: boolean;
}

export function Switch({
  label,
  checked,
  onCheckedChange,
  disabled,
  description,
  hideLabel,
}: SwitchProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <button
        type="button"
        role="switch"
        id={id}
        aria-checked={checked}
        data-state={checked ? 'checked' : 'unchecked'}
        onClick={() => onCheckedChange(!checked)}
        disabled={disabled}
        aria-describedby={description ? `${id}-description` : undefined}
        className={cx(
          'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border border-border transition-colors',
          'bg-surface-2 data-[state=checked]:border-primary data-[state=checked]:bg-primary',
          'disabled:cursor-not-allowed disabled:opacity-50',
          FOCUS_RING,
        )}
      >
        <span
          aria-hidden
          data-state={checked ? 'checked' : 'unchecked'}
          className="block size-4 translate-x-1 rounded-full bg-muted transition-transform data-[state=checked]:translate-x-6 data-[state=checked]:bg-primary-fg"
        />
      </button>
      <div className="flex flex-col text-sm">
        <label htmlFor={id} className={cx('cursor-pointer font-medium', hideLabel && 'sr-only')}>
          {label}
        </label>
        {description && (
          <span id={`${id}-description`} className="text-muted">
            {description}
          </span>
        )}
      </div>
    </div>
  );
}
