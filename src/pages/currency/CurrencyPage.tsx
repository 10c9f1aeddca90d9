// The Currency page (/currency, docs/product.md: Screens): the rates in force and the form to set
// new ones, as two cards side by side on a wide screen and stacked on a phone (390 px).
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import { Card } from '../../ui/Card';
import { PageTitle } from '../../ui/PageTitle';
import { CurrentRates } from './CurrentRates';
import { RatesForm } from './RatesForm';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card aria-labelledby={id} className="flex min-w-0 flex-col gap-3 p-4">
      <h2 id={id} className="m-0 text-lg font-medium">
        {title}
      </h2>
      {children}
    </Card>
  );
}

export function CurrencyPage() {
  const translate = useTranslate();
  const title = translate('app.currency.title');
  return (
    <div className="my-4 flex max-w-4xl min-w-0 flex-col gap-4">
      <PageTitle title={title} />
      <h1 className="m-0 text-2xl font-semibold">{title}</h1>
      <div className="grid grid-cols-1 items-start gap-4 md:grid-cols-2">
        <Section title={translate('app.currency.currentTitle')}>
          <CurrentRates />
        </Section>
        <Section title={translate('app.currency.formTitle')}>
          <RatesForm />
        </Section>
      </div>
    </div>
  );
}
