/** Joins the class names that are set: `cx('a', cond && 'b')`. */
export function cx(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}

/** The keyboard focus ring every control shares (visible on keyboard focus only). */
export const FOCUS_RING =
  'outline-none focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-2 focus-visible:ring-offset-surface';
