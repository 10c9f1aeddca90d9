// Transaction statuses on the dashboard (docs/product.md: States): their group, colour and slice
// order. Approved green, every pending variant orange, failed red, canceled grey, bonus-approved
// purple.
import type { CountMap } from '../../providers/dashboard';
import { statusGroup, type StatusGroup, type TransactionStatus } from '../../lib/transactionStatus';

/** Slice order of the doughnut: the spec's colour families, approved first. */
export const STATUSES: readonly TransactionStatus[] = [
  'APPROVED',
  'BONUS_APPROVED',
  'PENDING',
  'PENDING_SMS',
  'PENDING_ADMIN',
  'PENDING_PAYMENT',
  'PENDING_SCREENSHOT',
  'FAILED',
  'CANCELED',
];

export { isTransactionStatus as isKnownStatus, statusGroup } from '../../lib/transactionStatus';

// Darker shades on the light paper, lighter ones on the dark paper, so slices keep their
// contrast in both themes.
const GROUP_COLOURS: Record<'light' | 'dark', Record<StatusGroup, string>> = {
  light: {
    approved: '#2e7d32',
    bonus: '#7b1fa2',
    pending: '#ef6c00',
    failed: '#c62828',
    canceled: '#757575',
    other: '#546e7a',
  },
  dark: {
    approved: '#66bb6a',
    bonus: '#ce93d8',
    pending: '#ffa726',
    failed: '#ef5350',
    canceled: '#bdbdbd',
    other: '#90a4ae',
  },
};

// The five pending variants are all orange (docs/product.md: States) but in distinct shades, so
// neighbouring slices can still be told apart; the legend names each one.
const PENDING_SHADES: Record<'light' | 'dark', Record<string, string>> = {
  light: {
    PENDING: '#ef6c00',
    PENDING_SMS: '#f57c00',
    PENDING_ADMIN: '#e65100',
    PENDING_PAYMENT: '#fb8c00',
    PENDING_SCREENSHOT: '#bf5a00',
  },
  dark: {
    PENDING: '#ffa726',
    PENDING_SMS: '#ffb74d',
    PENDING_ADMIN: '#ff9800',
    PENDING_PAYMENT: '#ffcc80',
    PENDING_SCREENSHOT: '#fb8c00',
  },
};

export function statusColour(status: string, mode: 'light' | 'dark'): string {
  const group = statusGroup(status);
  if (group === 'pending') return PENDING_SHADES[mode][status] ?? GROUP_COLOURS[mode].pending;
  return GROUP_COLOURS[mode][group];
}

export interface StatusSlice {
  status: string;
  count: number;
  colour: string;
}

/** A slice with its translated status name, as the chart and its legend show it. */
export interface LabelledSlice extends StatusSlice {
  label: string;
}

/** Slices in the spec's status order (unknown statuses last, by name); empty counts dropped. */
export function toStatusSlices(distribution: CountMap, mode: 'light' | 'dark'): StatusSlice[] {
  const rank = (status: string) => {
    const index = (STATUSES as readonly string[]).indexOf(status);
    return index === -1 ? STATUSES.length : index;
  };
  return Object.entries(distribution)
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0))
    .map(([status, count]) => ({ status, count, colour: statusColour(status, mode) }));
}
