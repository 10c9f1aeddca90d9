// The modal form to add or edit a card (docs/product.md: Form rules card form), on ra-core's
// <Form>: the number (16 digits, typed with or without its grouping spaces), the owner, the payment
// system, an edit's balance, and the Oson account a new card must have (the spec's alert when it
// has none).
import { useState } from 'react';
import { Form, useCreate, useGetList, useNotify, useTranslate, useUpdate } from 'ra-core';
import type { FieldValues } from 'react-hook-form';
import { keepGroupedDigits } from '../../lib/numericInput';
import type { AdminCard } from '../../providers/resources/cards';
import type { OsonConfig } from '../../providers/resources/osonConfigs';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ErrorState } from '../../ui/States';
import { SelectInput } from '../../ui/form/SelectInput';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextInput } from '../../ui/form/TextInput';
import { submitErrors } from '../../ui/form/submitErrors';
import { FieldErrorsAlert } from '../FieldErrorsAlert';
import {
  ACCOUNT_REQUIRED,
  NO_ACCOUNT,
  PAYMENT_SYSTEMS,
  cardFormDefaults,
  cardToSave,
  validBalance,
  validCardNumber,
} from './cardForm';

interface CardFormDialogProps {
  /** The card to edit, or null to add a new one. */
  card: AdminCard | null;
  onClose: () => void;
}

const SYSTEM_CHOICES = PAYMENT_SYSTEMS.map((system) => ({ value: system, label: system }));

export function CardFormDialog({ card, onClose }: CardFormDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const isNew = card === null;
  const accountList = useGetList<OsonConfig>('oson-configs', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'id', order: 'ASC' },
  });
  // Without the list an edit still shows (and keeps) the card's own account; a new card cannot
  // be saved at all, so its save is off while the list has failed.
  const accounts: Pick<OsonConfig, 'id' | 'deviceName' | 'primaryConfig'>[] =
    accountList.data ?? (card?.osonConfig ? [card.osonConfig] : []);
  const accountsMissing = isNew && accountList.isError;
  const [create] = useCreate();
  const [update] = useUpdate();
  // Whether the last save failed (the alert above the fields): UI state, not a field value.
  const [saveFailed, setSaveFailed] = useState(false);

  async function save(values: FieldValues) {
    setSaveFailed(false);
    const data = cardToSave(values, isNew);
    try {
      if (isNew) await create('cards', { data }, { returnPromise: true });
      else {
        await update(
          'cards',
          { id: card.id, data, previousData: card },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
      }
      notify('app.cards.saved', { type: 'success' });
      onClose();
    } catch (error) {
      setSaveFailed(true);
      return submitErrors(error);
    }
  }

  const accountChoices = accounts.map((account) => ({
    value: String(account.id),
    label: account.primaryConfig
      ? `${account.deviceName} (${translate('app.cards.primaryMark')})`
      : account.deviceName,
  }));

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={translate(isNew ? 'app.cards.createTitle' : 'app.cards.editTitle')}
    >
      <Form
        defaultValues={cardFormDefaults(card)}
        onSubmit={save}
        noValidate
        // The dialog's own alerts and the fields say what is wrong, in the screen's words.
        disableInvalidFormNotification
        className="flex flex-col gap-4"
      >
        {saveFailed && <ErrorState message={translate('app.cards.saveError')} />}
        {accountList.isError && (
          <ErrorState
            message={translate(
              isNew ? 'app.cards.accountsLoadError' : 'app.cards.accountsLoadErrorEdit',
            )}
            onRetry={() => accountList.refetch()}
            retryLabel={translate('app.cards.retry')}
          />
        )}
        <FieldErrorsAlert
          fields={['osonConfigId']}
          problem={NO_ACCOUNT}
          message={translate('app.cards.selectAccount')}
        />
        <SelectInput
          source="osonConfigId"
          label={translate('app.cards.osonAccount')}
          choices={accountChoices}
          // A card that has an account keeps one: only an unchosen field offers "none".
          emptyLabel={card?.osonConfig ? undefined : ''}
          validate={isNew ? ACCOUNT_REQUIRED : undefined}
          help={accountList.isPending ? translate('app.cards.accountsLoading') : undefined}
        />
        <TextInput
          source="cardNumber"
          label={translate('app.cards.cardNumber')}
          help={translate('app.cards.cardNumberHelp')}
          validate={validCardNumber}
          keep={keepGroupedDigits}
          inputMode="numeric"
          autoComplete="off"
        />
        <TextInput source="ownerName" label={translate('app.cards.ownerName')} autoComplete="off" />
        <SelectInput
          source="paymentSystem"
          label={translate('app.cards.paymentSystem')}
          choices={SYSTEM_CHOICES}
        />
        {!isNew && (
          <TextInput
            source="balance"
            label={translate('app.cards.balance')}
            validate={validBalance}
            keep={keepGroupedDigits}
            inputMode="numeric"
            autoComplete="off"
          />
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button onClick={onClose}>{translate('app.cards.cancel')}</Button>
          <SubmitButton disabled={accountsMissing}>{translate('app.cards.save')}</SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}
