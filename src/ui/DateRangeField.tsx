// One field for a range of days: a button showing the range as dd-MM-yyyy – dd-MM-yyyy (or the
// caller's placeholder) that opens a calendar in the UI language. The first day picked starts a
// new range, the second ends it (either order) and closes the calendar; Escape closes it too and
// focus goes back to the field. Days travel as yyyy-MM-dd strings, as the API's bounds do.
import { cloneElement, Suspense, useState, type ReactElement } from 'react';
import { useLocaleState, useTranslate } from 'ra-core';
import { CalendarDays } from 'lucide-react';
import { addMonths } from 'date-fns/addMonths';
import { formatDay, formatNumeric, parseDay } from '../lib/days';
import { lazyPart } from './lazyParts';

// The popover and its calendar (radix-ui, react-day-picker and three date-fns locales) are
// fetched when the field is first focused or hovered, not with the screen: most visits never
// open it (or once the app is idle, ui/lazyParts.ts).
const loadPopover = () => import('./RangePopover');
const RangePopover = lazyPart(loadPopover);
const preloadPopover = () => void loadPopover().catch(() => undefined);

export interface DayRange {
  /** yyyy-MM-dd */
  from?: string;
  /** yyyy-MM-dd */
  to?: string;
}

export interface DateRangeFieldProps {
  value: DayRange;
  onChange: (range: DayRange) => void;
  /** Shown while no range is chosen. */
  placeholder: string;
  /** The field's accessible name, followed by what it shows ('Label: 01-11-2026 – 07-11-2026'). */
  label: string;
  /** The last day that can be picked, yyyy-MM-dd (the dashboard: today). */
  max?: string;
  className?: string;
}

const shown = (date: Date | undefined) => (date ? formatNumeric(date, 'dd-MM-yyyy') : '');

/**
 * 'Label: what is shown', or the label alone where it is what is shown (the dashboard's
 * placeholder is its label): a screen reader hears each text once, and the visible text is in
 * the name.
 */
function accessibleName(label: string, shown: string): string {
  return shown === label ? label : `${label}: ${shown}`;
}

/** Two months side by side where there is room, one on a phone. */
function monthsThatFit(): number {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 1;
  return window.matchMedia('(min-width: 640px)').matches ? 2 : 1;
}

export function DateRangeField(props: DateRangeFieldProps) {
  const { value, onChange, placeholder, label, className = '' } = props;
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on: the popover's code is there from then.
  const [used, setUsed] = useState(false);
  // The day picked first while the calendar is open; the range is only reported once complete.
  const [start, setStart] = useState<Date | undefined>();

  const from = parseDay(value.from);
  const to = parseDay(value.to);
  const max = parseDay(props.max);
  const months = monthsThatFit();
  const range = from ? `${shown(from)} – ${shown(to)}` : undefined;

  const pick = (day: Date) => {
    if (!start) {
      setStart(day);
      return;
    }
    const [first, last] = day < start ? [day, start] : [start, day];
    setStart(undefined);
    setOpen(false);
    onChange({ from: formatDay(first), to: formatDay(last) });
  };

  const clear = () => {
    setStart(undefined);
    setOpen(false);
    onChange({});
  };

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setStart(undefined);
  };

  const trigger: ReactElement<Record<string, unknown>> = (
    <button
      type="button"
      onFocus={preloadPopover}
      onPointerEnter={preloadPopover}
      aria-label={accessibleName(label, range ?? placeholder)}
      // Wide enough for a whole range, so the field does not jump when one is chosen.
      className={`inline-flex h-10 min-w-60 items-center gap-2 rounded-md border border-border bg-surface px-3 text-sm text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus ${className}`}
    >
      <CalendarDays aria-hidden className="size-4 text-muted" />
      <span className={range ? 'tabular-nums' : 'text-muted'}>{range ?? placeholder}</span>
    </button>
  );

  // Before the popover's code is there, the button says what it opens and opens it.
  const standalone = cloneElement(trigger, {
    'aria-haspopup': 'dialog',
    'aria-expanded': false,
    onClick: () => {
      setUsed(true);
      setOpen(true);
    },
  });

  return (
    <>
      {used ? (
        <Suspense fallback={standalone}>
          <RangePopover
            trigger={trigger}
            open={open}
            onOpenChange={onOpenChange}
            dialogLabel={translate('app.ui.dateRange.dialog')}
            clearLabel={translate('app.ui.dateRange.clear')}
            closeLabel={translate('app.ui.dateRange.close')}
            onClear={clear}
            calendar={{
              locale,
              months,
              // Open on the chosen range, else on the last month that can be picked (on the right).
              defaultMonth: from ?? addMonths(max ?? new Date(), 1 - months),
              max,
              selected: start ? { from: start, to: undefined } : { from, to },
              onPick: pick,
            }}
          />
        </Suspense>
      ) : (
        standalone
      )}
    </>
  );
}

/**
 * The field with its label above it, as the other fields of a form have theirs. The field names
 * itself (label and what it shows), so the line above only lines it up visually.
 */
export function LabelledDateRangeField(props: DateRangeFieldProps) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <span aria-hidden className="text-sm font-medium">
        {props.label}
      </span>
      <DateRangeField {...props} />
    </div>
  );
}
