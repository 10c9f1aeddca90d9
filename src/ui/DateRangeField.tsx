// One field for a range of days: a button showing the range as dd-MM-yyyy – dd-MM-yyyy (or the
// caller's placeholder) that opens a calendar in the UI language. The first day picked starts a
// new range, the second ends it (either order) and closes the calendar; Escape closes it too and
// focus goes back to the field. Days travel as yyyy-MM-dd strings, as the API's bounds do.
import { lazy, Suspense, useId, useState } from 'react';
import { Popover } from 'radix-ui';
import { useLocaleState, useTranslate } from 'ra-core';
import { CalendarDays } from 'lucide-react';
import { addMonths } from 'date-fns';
import { formatDay, formatNumeric, parseDay } from '../lib/days';
import { Skeleton } from './Skeleton';

// The calendar (react-day-picker and the three date-fns locales) is fetched when the field is
// first focused or hovered, not with the screen: most visits never open it.
const loadCalendar = () => import('./RangeCalendar');
const RangeCalendar = lazy(loadCalendar);
const preloadCalendar = () => void loadCalendar().catch(() => undefined);

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
  /** The field's accessible name. */
  label: string;
  /** The last day that can be picked, yyyy-MM-dd (the dashboard: today). */
  max?: string;
  className?: string;
}

const toDate = parseDay;

const shown = (date: Date | undefined) => (date ? formatNumeric(date, 'dd-MM-yyyy') : '');

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
  // The day picked first while the calendar is open; the range is only reported once complete.
  const [start, setStart] = useState<Date | undefined>();
  const ids = { label: useId(), value: useId() };

  const from = toDate(value.from);
  const to = toDate(value.to);
  const max = toDate(props.max);
  const months = monthsThatFit();
  const text = from ? `${shown(from)} – ${shown(to)}` : placeholder;

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

  // Open on the chosen range, else on the last month that can be picked (shown on the right).
  const shownMonth = from ?? addMonths(max ?? new Date(), 1 - months);

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <span id={ids.label} className="sr-only">
        {label}
      </span>
      <Popover.Trigger
        onFocus={preloadCalendar}
        onPointerEnter={preloadCalendar}
        aria-labelledby={`${ids.label} ${ids.value}`}
        // Wide enough for a whole range, so the field does not jump when one is chosen.
        className={`inline-flex h-10 min-w-60 items-center gap-2 rounded-md border border-border bg-surface px-3 text-sm text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus ${className}`}
      >
        <CalendarDays aria-hidden className="size-4 text-muted" />
        <span id={ids.value} className={from ? 'tabular-nums' : 'text-muted'}>
          {text}
        </span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label={translate('app.ui.dateRange.dialog')}
          align="start"
          sideOffset={4}
          // The calendar focuses a day itself (autoFocus), rather than the first button.
          onOpenAutoFocus={(event) => event.preventDefault()}
          className="z-50 rounded-lg border border-border bg-surface text-fg shadow-lg"
        >
          <Suspense fallback={<Skeleton className="m-3 h-72 w-64" />}>
            <RangeCalendar
              locale={locale}
              months={months}
              defaultMonth={shownMonth}
              max={max}
              selected={start ? { from: start, to: undefined } : { from, to }}
              onPick={pick}
            />
          </Suspense>
          <div className="flex justify-end gap-2 border-t border-border p-2">
            <button type="button" onClick={clear} className={FOOTER_BUTTON}>
              {translate('app.ui.dateRange.clear')}
            </button>
            <Popover.Close className={FOOTER_BUTTON}>
              {translate('app.ui.dateRange.close')}
            </Popover.Close>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

const FOOTER_BUTTON =
  'h-8 rounded-md px-3 text-sm text-primary hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-focus';
