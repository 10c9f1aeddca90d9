// The calendar of DateRangeField, in a chunk of its own: react-day-picker in the UI language.
import { DayPicker } from 'react-day-picker';
import { enUS, ru, uz } from 'date-fns/locale';
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

export default function RangeCalendar({
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
