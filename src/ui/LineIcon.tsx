// An icon from lucide's drawings (the `lucide` package's IconNode) as one <svg>, for icons a screen
// draws many times (a row's delete button, the columns' sort arrows, the fields' chevrons, the
// menu): lucide-react's icon is two components and an element per part of the drawing, and in a
// profile of the journal's first drawing its 46 icons were the largest share (about a seventh).
// A drawing made only of paths (most of lucide's) is drawn as one path holding them all: with
// no fill and the same stroke, the same picture.
import { createElement, type ReactNode } from 'react';
import type { IconNode } from 'lucide';

export interface LineIconProps {
  icon: IconNode;
  /** Width and height in pixels. */
  size?: number;
  className?: string;
}

const drawings = new WeakMap<IconNode, ReactNode>();

/** The parts of `icon` as React elements, made once per drawing. */
function drawing(icon: IconNode): ReactNode {
  let parts = drawings.get(icon);
  if (parts === undefined) {
    parts = icon.every(([tag]) => tag === 'path')
      ? createElement('path', { d: icon.map(([, attrs]) => attrs.d).join(' ') })
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
