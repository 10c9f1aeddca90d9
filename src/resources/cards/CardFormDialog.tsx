// The modal form to add or edit a card (SPEC §5 card form).
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useCreate, useGetList, useNotify, useTranslate, useUpdate } from 'react-admin';
import type { AdminCard, PaymentSystem } from '../../providers/resources/cards';
import type { OsonConfig } from '../../providers/resources/osonConfigs';
import {
  cardNumberProblem,
  formatCardNumber,
  normalizeCardNumber,
  parseBalance,
} from './cardNumber';

interface CardFormDialogProps {
  /** The card to edit, or null to add a new one. */
  card: AdminCard | null;
  onClose: () => void;
}

const SYSTEMS: PaymentSystem[] = ['HUMO', 'UZCARD'];

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
  const [create, { isPending: creating }] = useCreate();
  const [update, { isPending: updating }] = useUpdate();
  const [accountId, setAccountId] = useState<string>(
    card?.osonConfig ? String(card.osonConfig.id) : '',
  );
  const [cardNumber, setCardNumber] = useState(card ? formatCardNumber(card.cardNumber) : '');
  const [ownerName, setOwnerName] = useState(card?.ownerName ?? '');
  const [paymentSystem, setPaymentSystem] = useState<PaymentSystem>(card?.paymentSystem ?? 'HUMO');
  // A balance the server did not send stays blank, so the edit asks for one instead of saving 0.
  const [balance, setBalance] = useState(card?.balance == null ? '' : String(card.balance));
  const [submitted, setSubmitted] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  const numberProblem = cardNumberProblem(cardNumber);
  const balanceValue = parseBalance(balance);
  const numberError =
    submitted && numberProblem
      ? translate(
          numberProblem === 'required'
            ? 'app.cards.cardNumberRequired'
            : 'app.cards.cardNumberLength',
        )
      : null;
  const balanceError = submitted && !isNew && balanceValue === null;

  const onSaved = () => {
    notify('app.cards.saved', { type: 'success' });
    onClose();
  };
  const onFailed = () => setAlert('app.cards.saveError');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setAlert(null);
    if (isNew && !accountId) {
      setAlert('app.cards.selectAccount');
      return;
    }
    if (numberProblem || (!isNew && balanceValue === null)) return;
    const fields = {
      cardNumber: normalizeCardNumber(cardNumber),
      ownerName: ownerName.trim(),
      paymentSystem,
    };
    if (isNew) {
      create(
        'cards',
        { data: { ...fields, balance: 0, osonConfigId: Number(accountId) } },
        { onSuccess: onSaved, onError: onFailed },
      );
    } else {
      update(
        'cards',
        {
          id: card.id,
          data: { ...fields, balance: balanceValue, osonConfigId: Number(accountId) },
          previousData: card,
        },
        { mutationMode: 'pessimistic', onSuccess: onSaved, onError: onFailed },
      );
    }
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="card-form-title">
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle id="card-form-title">
          {translate(isNew ? 'app.cards.createTitle' : 'app.cards.editTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {alert && <Alert severity="error">{translate(alert)}</Alert>}
            {accountList.isError && (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={() => accountList.refetch()}>
                    {translate('app.cards.retry')}
                  </Button>
                }
              >
                {translate(
                  isNew ? 'app.cards.accountsLoadError' : 'app.cards.accountsLoadErrorEdit',
                )}
              </Alert>
            )}
            <TextField
              select
              label={translate('app.cards.osonAccount')}
              value={accountId}
              onChange={(event) => setAccountId(event.target.value)}
              required={isNew}
              disabled={accountList.isError}
              helperText={
                accountList.isPending ? translate('app.cards.accountsLoading') : undefined
              }
            >
              {accounts.map((account) => (
                <MenuItem key={account.id} value={String(account.id)}>
                  {account.deviceName}
                  {account.primaryConfig ? ` (${translate('app.osonConfigs.primary')})` : ''}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={translate('app.cards.cardNumber')}
              value={cardNumber}
              onChange={(event) => setCardNumber(event.target.value)}
              required
              error={!!numberError}
              helperText={numberError ?? translate('app.cards.cardNumberHelp')}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            />
            <TextField
              label={translate('app.cards.ownerName')}
              value={ownerName}
              onChange={(event) => setOwnerName(event.target.value)}
            />
            <TextField
              select
              label={translate('app.cards.paymentSystem')}
              value={paymentSystem}
              onChange={(event) => setPaymentSystem(event.target.value as PaymentSystem)}
            >
              {SYSTEMS.map((system) => (
                <MenuItem key={system} value={system}>
                  {system}
                </MenuItem>
              ))}
            </TextField>
            {!isNew && (
              <TextField
                label={translate('app.cards.balance')}
                value={balance}
                onChange={(event) => setBalance(event.target.value)}
                error={balanceError}
                helperText={balanceError ? translate('app.cards.balanceInvalid') : ' '}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.cards.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={creating || updating || accountsMissing}
          >
            {translate('app.cards.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
