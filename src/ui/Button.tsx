// The one button: primary (the main action), secondary (outlined), ghost (toolbar) and danger.
// Icon-only buttons must be given `aria-label`.
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
      className={cx(
        'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors',
        'disabled:cursor-not-allowed disabled:opacity-50',
        SIZES[size][children ? 'text' : 'icon'],
        VARIANTS[variant],
        FOCUS_RING,
        className,
      )}
      {...rest}
    >
      {icon}
      {children}
    </button>
  );
});
