// The random cash award (docs/product.md: Screens, Form rules, Messages): among totalUsers users,
// randomUsers chosen at random each get `amount` so'm. The outcome stays on the card (with the
// winners when the server names them) rather than in a toast, because admins copy the winners' chat
// IDs from it.
import { useState } from 'react';
import { Dices } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { Form, useDataProvider, useTranslate } from 'ra-core';
import { keepDigits, keepGroupedDigits } from '../../lib/numericInput';
import type { AppDataProvider } from '../../providers/appDataProvider';
import { outcomeUnknown, serverMessageOf, writeFailure } from '../../providers/apiErrors';
import { ErrorState } from '../../ui/States';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextInput } from '../../ui/form/TextInput';
import { submitErrors } from '../../ui/form/submitErrors';
import { awardFormErrors, parsePositiveInt, statusOf, type AwardInput } from './lotteryRules';
import { BALANCE_KEY } from './queryKeys';

const EMPTY: AwardInput = { totalUsers: '', randomUsers: '', amount: '' };
const FIELDS: { name: keyof AwardInput; label: string; keep: (input: string) => string }[] = [
  { name: 'totalUsers', label: 'app.lottery.award.totalUsers', keep: keepDigits },
  { name: 'randomUsers', label: 'app.lottery.award.randomUsers', keep: keepDigits },
  { name: 'amount', label: 'app.lottery.award.amount', keep: keepGroupedDigits },
];

type Outcome =
  | { kind: 'success'; winners: number[] }
  /** `message`: the catalogue key of what failed; `detail`: the server's own words, if any. */
  | { kind: 'failure'; message: string; detail: string };

export function RandomAward() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // A new, empty form after each award.
  const [round, setRound] = useState(0);

  async function award(values: Partial<AwardInput>) {
    setOutcome(null);
    try {
      const winners = await dataProvider.awardRandomUsers({
        totalUsers: parsePositiveInt(values.totalUsers ?? '') ?? 0,
        randomUsers: parsePositiveInt(values.randomUsers ?? '') ?? 0,
        amount: parsePositiveInt(values.amount ?? '') ?? 0,
      });
      setOutcome({ kind: 'success', winners });
      setRound((current) => current + 1);
      // Winners' balances changed: a balance shown in the lookup card is now stale.
      void queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
    } catch (error) {
      // A 4xx explains itself (e.g. too few eligible users); a 5xx text is not for admins.
      const status = statusOf(error) ?? 0;
      const detail = status >= 400 && status < 500 && status !== 401 ? serverMessageOf(error) : '';
      setOutcome({
        kind: 'failure',
        message: writeFailure(error, 'app.lottery.genericError'),
        detail: outcomeUnknown(error) ? '' : detail,
      });
      return submitErrors(error);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="m-0 text-sm text-muted">{translate('app.lottery.award.description')}</p>
      {outcome && <AwardOutcome outcome={outcome} />}
      <Form
        key={round}
        defaultValues={EMPTY}
        validate={(values) => awardFormErrors(values as AwardInput)}
        onSubmit={award}
        disableInvalidFormNotification
        noValidate
        className="flex flex-col gap-3"
      >
        {/* One per row: the labels are long, and side by side they would be cut off. */}
        {FIELDS.map(({ name, label, keep }) => (
          <TextInput
            key={name}
            source={name}
            label={translate(label)}
            keep={keep}
            isRequired
            inputMode="numeric"
            autoComplete="off"
          />
        ))}
        <SubmitButton icon={<Dices size={18} aria-hidden />} className="w-full">
          {translate('app.lottery.award.submit')}
        </SubmitButton>
      </Form>
    </div>
  );
}

function AwardOutcome({ outcome }: { outcome: Outcome }) {
  const translate = useTranslate();
  if (outcome.kind === 'success') {
    return (
      <div role="status" className="rounded-md border border-success px-4 py-3 text-sm text-fg">
        <p className="m-0 font-medium">{translate('app.lottery.award.success')}</p>
        {outcome.winners.length > 0 && (
          <p className="m-0 mt-1 break-words">
            {translate('app.lottery.award.winners', { list: outcome.winners.join(', ') })}
          </p>
        )}
      </div>
    );
  }
  return (
    <ErrorState
      message={
        <>
          <span className="block">{translate(outcome.message)}</span>
          {outcome.detail && (
            <span className="mt-1 block break-words">
              {translate('app.lottery.award.serverSays', { message: outcome.detail })}
            </span>
          )}
        </>
      }
    />
  );
}
