/** Joins the class names that are set: `cx('a', cond && 'b')`. */
export function cx(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}

/** The keyboard focus ring every control shares (visible on keyboard focus only). */
export const FOCUS_RING =
  'outline-none focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-2 focus-visible:ring-offset-surface';

/** The native select's look (ui/Select.tsx, form/SelectInput.tsx). */
export const SELECT_CLASS = cx(
  'h-10 w-full cursor-pointer appearance-none truncate rounded-md border border-border bg-surface pr-9 pl-3 text-sm text-fg',
  'disabled:cursor-not-allowed disabled:opacity-60',
  FOCUS_RING,
);
