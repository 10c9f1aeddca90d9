// The texts the dashboard's first paint shows, in the saved language: the dashboard's catalogue,
// the status names and the currency unit. Uzbek ships with the first paint; Russian and English
// are fetched only when chosen, as on the sign-in page.
import type { AppLocale } from '../../../lib/preferences';
import { dashboardUz } from '../../../../i18n/uz/dashboard';
import { moneyUz } from '../../../../i18n/uz/money';
import { transactionsUz } from '../../../../i18n/uz/transactions';

export interface FirstPaintMessages {
  app: {
    dashboard: typeof dashboardUz;
    transactions: { statuses: typeof transactionsUz.statuses };
    money: typeof moneyUz;
  };
}

const messages = (
  dashboard: typeof dashboardUz,
  statuses: typeof transactionsUz.statuses,
  money: typeof moneyUz,
): FirstPaintMessages => ({ app: { dashboard, transactions: { statuses }, money } });

export async function loadFirstPaintMessages(locale: AppLocale): Promise<FirstPaintMessages> {
  if (locale === 'ru') {
    const [{ dashboardRu }, { transactionsRu }, { moneyRu }] = await Promise.all([
      import('../../../../i18n/ru/dashboard'),
      import('../../../../i18n/ru/transactions'),
      import('../../../../i18n/ru/money'),
    ]);
    return messages(dashboardRu, transactionsRu.statuses, moneyRu);
  }
  if (locale === 'en') {
    const [{ dashboardEn }, { transactionsEn }, { moneyEn }] = await Promise.all([
      import('../../../../i18n/en/dashboard'),
      import('../../../../i18n/en/transactions'),
      import('../../../../i18n/en/money'),
    ]);
    return messages(dashboardEn, transactionsEn.statuses, moneyEn);
  }
  return messages(dashboardUz, transactionsUz.statuses, moneyUz);
}
