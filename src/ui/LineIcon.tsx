// An icon from lucide's drawings (the `lucide` package's IconNode) as one <svg>, for icons a screen
// draws many times (a row's delete button, the columns' sort arrows, the fields' chevrons, the
// menu): lucide-react's icon is two components and an element per part of the drawing, and in a
// profile of the journal's first drawing its 46 icons were the largest share (about a seventh).
// A drawing made only of paths (most of lucide's) is drawn as one path holding them all: with
// no fill and the same stroke, the same picture.
import { createElement, type ReactNode } from 'react';
import { ChevronDown, type IconNode } from 'lucide';

export interface LineIconProps {
  icon: IconNode;
  /** Width and height in pixels. */
  size?: number;
  className?: string;
}

const drawings = new WeakMap<IconNode, ReactNode>();

const NUMBER = '[+-]?(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][+-]?\\d+)?';
const RELATIVE_START = new RegExp(`^\\s*m\\s*(${NUMBER})[\\s,]*(${NUMBER})[\\s,]*(.*)$`, 's');

/**
 * A path's data made safe to follow another's in one path: a path's first "m" is absolute, but
 * after another subpath it would move relative to where that one ended. It becomes an "M", and
 * the pairs after it, lines relative to it, an "l".
 */
export function standalonePath(d: string): string {
  const match = RELATIVE_START.exec(d);
  if (!match) return d;
  const [, x, y, rest] = match;
  if (!rest) return `M${x} ${y}`;
  return /^[+\-.\d]/.test(rest) ? `M${x} ${y}l${rest}` : `M${x} ${y}${rest}`;
}

/** The parts of `icon` as React elements, made once per drawing. */
function drawing(icon: IconNode): ReactNode {
  let parts = drawings.get(icon);
  if (parts === undefined) {
    parts = icon.every(([tag]) => tag === 'path')
      ? createElement('path', {
          d: icon.map(([, attrs]) => standalonePath(String(attrs.d))).join(' '),
        })
      : icon.map(([tag, attrs], index) => createElement(tag, { ...attrs, key: index }));
    drawings.set(icon, parts);
  }
  return parts;
}

/** Always decorative: the control it sits in carries the name. */
export function LineIcon({ icon, size = 20, className }: LineIconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden
    >
      {drawing(icon)}
    </svg>
  );
}

/**
 * The arrow drawn over a native select's right end (its own is hidden by `appearance-none`):
 * ui/Select.tsx and form/SelectInput.tsx.
 */
export function SelectChevron() {
  return (
    <LineIcon
      icon={ChevronDown}
      size={16}
      className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted"
    />
  );
}
