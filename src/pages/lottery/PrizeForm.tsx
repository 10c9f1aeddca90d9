// Adds a prize: amount in so'm and how many of it (docs/product.md: Form rules Lottery prize); the
// list is re-read. A failed save is said above the form, and the values typed stay.
import { useState } from 'react';
import { Plus } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { Form, useDataProvider, useNotify, useTranslate } from 'ra-core';
import { keepDigits, keepGroupedDigits } from '../../lib/numericInput';
import type { AppDataProvider } from '../../providers/appDataProvider';
import { ErrorState } from '../../ui/States';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextInput } from '../../ui/form/TextInput';
import { submitErrors } from '../../ui/form/submitErrors';
import { parsePositiveInt, prizeFormErrors, type PrizeInput } from './lotteryRules';
import { PRIZES_KEY } from './queryKeys';
import { writeFailure } from '../../providers/apiErrors';

const EMPTY: PrizeInput = { amount: '', numberOfPrize: '' };

export function PrizeForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  // A new, empty form after each prize added.
  const [round, setRound] = useState(0);
  // The failure's message key, or null.
  const [failed, setFailed] = useState<string | null>(null);

  async function add(values: Partial<PrizeInput>) {
    setFailed(null);
    try {
      await dataProvider.addPrize({
        amount: parsePositiveInt(values.amount ?? '') ?? 0,
        numberOfPrize: parsePositiveInt(values.numberOfPrize ?? '') ?? 0,
      });
      notify('app.lottery.prizes.added', { type: 'success' });
      setRound((current) => current + 1);
    } catch (error) {
      setFailed(writeFailure(error, 'app.lottery.prizes.addError'));
      return submitErrors(error);
    } finally {
      // Re-read even after a failure: the server may have stored it before failing to answer.
      void queryClient.invalidateQueries({ queryKey: PRIZES_KEY });
    }
  }

  return (
    <div className="flex flex-col gap-3">
      {failed && <ErrorState message={translate(failed)} />}
      <Form
        key={round}
        defaultValues={EMPTY}
        validate={(values) => prizeFormErrors(values as PrizeInput)}
        onSubmit={add}
        disableInvalidFormNotification
        noValidate
        className="flex flex-wrap items-start gap-3"
      >
        <TextInput
          source="amount"
          label={translate('app.lottery.prizes.amount')}
          keep={keepGroupedDigits}
          isRequired
          inputMode="numeric"
          autoComplete="off"
          className="min-w-44 flex-1"
        />
        <TextInput
          source="numberOfPrize"
          label={translate('app.lottery.prizes.count')}
          keep={keepDigits}
          isRequired
          inputMode="numeric"
          autoComplete="off"
          // As wide as the amount at least: side by side on a phone, a longer label (ru) wrapped
          // and left the two inputs at different heights; now they stack there instead.
          className="min-w-44 flex-1"
        />
        <SubmitButton icon={<Plus size={18} aria-hidden />} className="mt-6">
          {translate('app.lottery.prizes.add')}
        </SubmitButton>
      </Form>
    </div>
  );
}
