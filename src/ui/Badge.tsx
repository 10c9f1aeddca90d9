// A short coloured label: a transaction status in the spec's colour families (docs/product.md:
// States), or a neutral tag.
import type { ReactNode } from 'react';
import { cx } from './cx';

export type BadgeTone =
  'approved' | 'pending' | 'failed' | 'canceled' | 'bonus' | 'other' | 'neutral';

const TONES: Record<BadgeTone, string> = {
  approved: 'bg-status-approved text-status-fg',
  pending: 'bg-status-pending text-status-fg',
  failed: 'bg-status-failed text-status-fg',
  canceled: 'bg-status-canceled text-status-fg',
  bonus: 'bg-status-bonus text-status-fg',
  other: 'bg-status-other text-status-fg',
  neutral: 'border border-border bg-surface-2 text-fg',
};

/** The badge's classes, for a `<span>` of a list drawn many times (a journal page's rows). */
export const badgeClass = (tone: BadgeTone = 'neutral') =>
  cx(
    'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
    TONES[tone],
  );

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={badgeClass(tone)}>{children}</span>;
}
