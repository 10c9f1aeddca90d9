// react-day-picker styled with the design tokens through its classNames, instead of its own
// stylesheet: one look in both themes and no second set of colours to keep in step.
import type { ClassNames } from 'react-day-picker';

const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus';

export const dayPickerClassNames: Partial<ClassNames> = {
  root: 'relative p-3 text-sm text-fg',
  months: 'flex flex-col gap-4 sm:flex-row',
  month: 'space-y-2',
  month_caption: 'flex h-8 items-center justify-center font-medium capitalize',
  caption_label: '',
  nav: 'absolute inset-x-3 top-3 z-10 flex h-8 items-center justify-between',
  button_previous: `inline-flex size-8 items-center justify-center rounded-md hover:bg-surface-2 disabled:opacity-40 ${FOCUS}`,
  button_next: `inline-flex size-8 items-center justify-center rounded-md hover:bg-surface-2 disabled:opacity-40 ${FOCUS}`,
  chevron: 'size-4 fill-current',
  month_grid: 'border-collapse',
  weekdays: '',
  weekday: 'size-9 text-xs font-normal text-muted capitalize',
  week: '',
  day: 'size-9 p-0 text-center',
  day_button: `size-9 rounded-md tabular-nums hover:bg-surface-2 disabled:pointer-events-none ${FOCUS}`,
  // Modifiers: the chosen ends filled, the days between tinted.
  selected: '[&>button]:bg-primary [&>button]:text-primary-fg',
  range_start: '',
  range_end: '',
  range_middle: '[&>button]:!bg-primary-soft [&>button]:!text-fg',
  today: 'font-semibold underline',
  outside: 'text-muted opacity-60',
  disabled: 'text-muted opacity-40',
  hidden: 'invisible',
  focused: '',
};
