// Sets new UZS/RUB rates (docs/product.md: Screens Currency, Form rules, Messages). Success is a
// message that goes away after 3 s (docs/product.md: Constants), the form empties and the rates in
// force are re-read; a failure keeps what was typed. Any decimal is accepted, with a comma or a
// point, so typing is not filtered.
import { useEffect, useState } from 'react';
import { Save } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { Form, useDataProvider, useTranslate } from 'ra-core';
import type { AppDataProvider } from '../../providers/appDataProvider';
import { ErrorState } from '../../ui/States';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextInput } from '../../ui/form/TextInput';
import { submitErrors } from '../../ui/form/submitErrors';
import { LATEST_RATES_KEY, parseDecimal, ratesFormErrors, type RatesInput } from './rates';
import { writeFailure } from '../../providers/apiErrors';

export const SUCCESS_MESSAGE_MS = 3000;

const EMPTY: RatesInput = { uzsToRub: '', rubToUzs: '' };
const FIELDS: { name: keyof RatesInput; label: string }[] = [
  { name: 'uzsToRub', label: 'app.currency.uzsToRub' },
  { name: 'rubToUzs', label: 'app.currency.rubToUzs' },
];

export function RatesForm() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  // The failure's message key, or null.
  const [failed, setFailed] = useState<string | null>(null);
  // Counts successes: a new, empty form each time, and a second save restarts the 3 s.
  const [saved, setSaved] = useState(0);
  const [showSuccess, setShowSuccess] = useState(false);

  useEffect(() => {
    if (!showSuccess) return;
    const timer = setTimeout(() => setShowSuccess(false), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [showSuccess, saved]);

  async function save(values: Partial<RatesInput>) {
    setFailed(null);
    setShowSuccess(false);
    try {
      await dataProvider.updateRates({
        uzsToRub: parseDecimal(values.uzsToRub ?? '') ?? 0,
        rubToUzs: parseDecimal(values.rubToUzs ?? '') ?? 0,
      });
    } catch (error) {
      setFailed(writeFailure(error, 'app.currency.updateError'));
      return submitErrors(error);
    }
    setSaved((count) => count + 1);
    setShowSuccess(true);
    void queryClient.invalidateQueries({ queryKey: LATEST_RATES_KEY });
  }

  return (
    <div className="flex flex-col gap-3">
      {failed && <ErrorState message={translate(failed)} />}
      {showSuccess && (
        <p role="status" className="m-0 rounded-md border border-success px-4 py-3 text-sm">
          {translate('app.currency.updated')}
        </p>
      )}
      <Form
        key={saved}
        defaultValues={EMPTY}
        validate={ratesFormErrors}
        onSubmit={save}
        disableInvalidFormNotification
        noValidate
        className="flex flex-wrap items-start gap-3"
      >
        {FIELDS.map(({ name, label }) => (
          <TextInput
            key={name}
            source={name}
            label={translate(label)}
            help={translate('app.currency.decimalHelp')}
            isRequired
            // 'decimal' brings up a keypad with a separator; type=number would refuse the comma.
            inputMode="decimal"
            autoComplete="off"
            className="min-w-48 flex-1"
          />
        ))}
        <SubmitButton icon={<Save size={18} aria-hidden />} className="w-full">
          {translate('app.currency.save')}
        </SubmitButton>
      </Form>
    </div>
  );
}
