// A button that shows or hides the part it controls (aria-expanded), its chevron turned when open.
import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { Button } from './Button';
import { cx } from './cx';

export interface DisclosureButtonProps {
  open: boolean;
  /** The id of the part shown and hidden. */
  controls: string;
  onToggle: () => void;
  children: ReactNode;
}

export function DisclosureButton({ open, controls, onToggle, children }: DisclosureButtonProps) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className="-ml-2.5"
    >
      {children}
      <ChevronDown
        size={16}
        aria-hidden
        className={cx('transition-transform motion-reduce:transition-none', open && 'rotate-180')}
      />
    </Button>
  );
}
