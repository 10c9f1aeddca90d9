// Texts of the design system's own components in English; keys match uz/ui.ts.
import type { MessagesShape } from '../types';
import type { uiUz } from '../uz/ui';

export const uiEn = {
  dateRange: {
    dialog: 'Choose a date range',
    clear: 'Clear',
    close: 'Close',
  },
} satisfies MessagesShape<typeof uiUz>;
