// The modal form to add or edit a card (docs/product.md: Form rules card form), on the admin
// layer's FormDialog (ra-core's CreateBase/EditBase and <Form>): the number (16 digits, typed with
// or without its grouping spaces), the owner, the payment system (fixed on an edit where the
// backend's PUT would ignore a change of it), an edit's balance (refused on its field when the
// payment flow moved it meanwhile), and the Oson account a new card must have (the spec's alert
// when it has none).
import { useGetList, useTranslate } from 'ra-core';
import { useCapabilities } from '../../providers/useCapabilities';
import { keepGroupedDigits } from '../../lib/numericInput';
import type { AdminCard } from '../../providers/resources/cards';
import type { OsonConfig } from '../../providers/resources/osonConfigs';
import { FormDialog } from '../../ui/admin/FormDialog';
import { ErrorState } from '../../ui/States';
import { SelectInput } from '../../ui/form/SelectInput';
import { PAYMENT_SYSTEMS } from '../../../contract/payments';
import { TextInput } from '../../ui/form/TextInput';
import { FieldErrorsAlert } from '../../ui/admin/FieldErrorsAlert';
import {
  ACCOUNT_REQUIRED,
  NO_ACCOUNT,
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

const TEXTS = {
  saved: 'app.cards.saved',
  saveError: 'app.cards.saveError',
  loadError: 'app.cards.loadError',
  cancel: 'app.cards.cancel',
  save: 'app.cards.save',
};

export default function CardFormDialog({ card, onClose }: CardFormDialogProps) {
  const translate = useTranslate();
  const isNew = card === null;
  // The production backend's PUT never changes it: not offered there rather than "saved".
  const { capabilities } = useCapabilities(true);
  const systemFixed = !isNew && !capabilities.cardPaymentSystemEdit;
  const accountList = useGetList<OsonConfig>('oson-configs', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'id', order: 'ASC' },
  });
  // Without the list an edit still shows (and keeps) the card's own account; a new card cannot
  // be saved at all, so its save is off while the list has failed.
  const accounts: Pick<OsonConfig, 'id' | 'deviceName' | 'primaryConfig'>[] =
    accountList.data ?? (card?.osonConfig ? [card.osonConfig] : []);
  const accountChoices = accounts.map((account) => ({
    value: String(account.id),
    label: account.primaryConfig
      ? `${account.deviceName} (${translate('app.cards.primaryMark')})`
      : account.deviceName,
  }));

  return (
    <FormDialog<AdminCard>
      resource="cards"
      id={card?.id}
      texts={{ ...TEXTS, title: isNew ? 'app.cards.createTitle' : 'app.cards.editTitle' }}
      formValues={(record) => cardFormDefaults(record ?? null)}
      transform={(values) => cardToSave(values, isNew)}
      saveDisabled={isNew && accountList.isError}
      onClose={onClose}
    >
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
        disabled={systemFixed}
        help={systemFixed ? translate('app.cards.paymentSystemFixed') : undefined}
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
    </FormDialog>
  );
}
