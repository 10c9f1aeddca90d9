// The Currency page (/currency, docs/product.md: Screens): the rates in force and the form to set
// new ones, as two cards side by side on a wide screen and stacked on a phone (390 px). The form
// only for a role that may set rates (contract/roles.ts); the rates in force are for everyone.
import { useTranslate } from 'ra-core';
import { useCan } from '../../auth/useCan';
import { ScreenHeader } from '../../ui/admin/ScreenHeader';
import { SectionCard } from '../../ui/admin/SectionCard';
import { CurrentRates } from './CurrentRates';
import { RatesForm } from './RatesForm';

export function CurrencyPage() {
  const translate = useTranslate();
  const canEdit = useCan('exchange-rates', 'edit');
  return (
    <div className="my-4 flex max-w-4xl min-w-0 flex-col gap-4">
      <ScreenHeader title={translate('app.currency.title')} />
      <div className="grid grid-cols-1 items-start gap-4 md:grid-cols-2">
        <SectionCard title={translate('app.currency.currentTitle')}>
          <CurrentRates />
        </SectionCard>
        {canEdit && (
          <SectionCard title={translate('app.currency.formTitle')}>
            <RatesForm />
          </SectionCard>
        )}
      </div>
    </div>
  );
}
