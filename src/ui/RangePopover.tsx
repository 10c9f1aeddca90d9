// The range field's popover (radix-ui) with its calendar (react-day-picker in the UI language:
// its own locales, date-fns' with the calendar's labels for screen readers translated too), in a
// chunk of its own: DateRangeField loads it when the field is first used.
import type { ReactElement } from 'react';
import { Popover } from 'radix-ui';
import { DayPicker } from 'react-day-picker';
import { enUS } from 'react-day-picker/locale/en-US';
import { ru } from 'react-day-picker/locale/ru';
import { uz } from 'react-day-picker/locale/uz';
import { dayPickerClassNames } from './dayPickerClassNames';

const LOCALES = { uz, ru, en: enUS } as const;

export interface RangeCalendarProps {
  locale: string;
  months: number;
  defaultMonth: Date;
  max?: Date;
  selected: { from?: Date; to?: Date };
  onPick: (day: Date) => void;
}

export interface RangePopoverProps {
  /** The field's button. */
  trigger: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  dialogLabel: string;
  clearLabel: string;
  closeLabel: string;
  onClear: () => void;
  calendar: RangeCalendarProps;
}

const FOOTER_BUTTON =
  'h-8 rounded-md px-3 text-sm text-primary hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-focus';

function RangeCalendar({
  locale,
  months,
  defaultMonth,
  max,
  selected,
  onPick,
}: RangeCalendarProps) {
  return (
    <DayPicker
      mode="range"
      autoFocus
      locale={LOCALES[locale as keyof typeof LOCALES] ?? enUS}
      numberOfMonths={months}
      defaultMonth={defaultMonth}
      endMonth={max}
      disabled={max ? { after: max } : undefined}
      selected={{ from: selected.from, to: selected.to }}
      onSelect={(_range, day) => onPick(day)}
      classNames={dayPickerClassNames}
    />
  );
}

export default function RangePopover(props: RangePopoverProps) {
  return (
    <Popover.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Popover.Trigger asChild>{props.trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label={props.dialogLabel}
          align="start"
          sideOffset={4}
          // The calendar focuses a day itself (autoFocus), rather than the first button.
          onOpenAutoFocus={(event) => event.preventDefault()}
          className="z-50 rounded-lg border border-border bg-surface text-fg shadow-lg"
        >
          <RangeCalendar {...props.calendar} />
          <div className="flex justify-end gap-2 border-t border-border p-2">
            <button type="button" onClick={props.onClear} className={FOOTER_BUTTON}>
              {props.clearLabel}
            </button>
            <Popover.Close className={FOOTER_BUTTON}>{props.closeLabel}</Popover.Close>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
