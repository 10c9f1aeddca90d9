// The one button: primary (the main action), secondary (outlined), ghost (toolbar) and danger.
// Icon-only buttons must be given `aria-label`. A link that looks like a button is ButtonLink.
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { cx, FOCUS_RING } from './cx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-fg hover:bg-primary-hover',
  secondary: 'border border-border bg-surface text-fg hover:bg-surface-2',
  ghost: 'text-fg hover:bg-surface-2',
  danger: 'bg-danger text-danger-fg hover:opacity-90',
};

// Icon-only buttons are square; the two never share a class, so no utility has to win over another.
const SIZES = {
  sm: { text: 'h-8 px-2.5 text-sm', icon: 'size-8 text-sm' },
  md: { text: 'h-10 px-4 text-sm', icon: 'size-10 text-sm' },
};

/** The classes of a button of this look; shared with ButtonLink. */
export function buttonClasses(
  variant: ButtonVariant,
  size: 'sm' | 'md',
  iconOnly: boolean,
  className?: string,
): string {
  return cx(
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap no-underline transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-50',
    SIZES[size][iconOnly ? 'icon' : 'text'],
    VARIANTS[variant],
    FOCUS_RING,
    className,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  /** An icon before the text (or alone, with aria-label). */
  icon?: ReactNode;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'secondary', size = 'md', icon, className, children, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClasses(variant, size, !children, className)}
      {...rest}
    >
      {icon}
      {children}
    </button>
  );
});
