// A link to another screen drawn as a button ('Add New Account', 'Edit'): an <a> with a real
// href, so it opens in a new tab and is announced as a link, routed by ra-core's router.
import type { ReactNode } from 'react';
import { LinkBase } from 'ra-core';
import { buttonClasses, type ButtonVariant } from './Button';

export interface ButtonLinkProps {
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  /** An icon before the text. */
  icon?: ReactNode;
  'aria-label'?: string;
  className?: string;
}

export function ButtonLink({
  to,
  children,
  variant = 'secondary',
  size = 'md',
  icon,
  className,
  ...rest
}: ButtonLinkProps) {
  return (
    <LinkBase to={to} className={buttonClasses(variant, size, false, className)} {...rest}>
      {icon}
      {children}
    </LinkBase>
  );
}
