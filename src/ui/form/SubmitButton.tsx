// The submit button of a react-admin form: off while the form is being submitted, when it may
// say so ('Tekshirilmoqda...').
import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { Button, type ButtonProps } from '../Button';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  children: ReactNode;
  /** The text while the form is submitted; the button's own text otherwise. */
  busyLabel?: string;
}

export function SubmitButton({
  children,
  busyLabel,
  disabled,
  variant = 'primary',
  ...rest
}: SubmitButtonProps) {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant={variant} disabled={disabled || isSubmitting} {...rest}>
      {isSubmitting && busyLabel ? busyLabel : children}
    </Button>
  );
}
