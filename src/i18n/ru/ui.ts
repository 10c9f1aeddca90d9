// Texts of the design system's own components in Russian; keys match uz/ui.ts.
import type { MessagesShape } from '../types';
import type { uiUz } from '../uz/ui';

export const uiRu = {
  dateRange: {
    dialog: 'Выберите период',
    clear: 'Очистить',
    close: 'Закрыть',
  },
} satisfies MessagesShape<typeof uiUz>;
