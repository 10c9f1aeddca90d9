// What an admin can do to one user's lottery balance (docs/product.md: Screens, Form rules,
// Messages): add tickets (the answer is the new balance), delete all tickets (confirmed) and reset
// the balance (a warning-style confirm). Each only for a role that may do it (contract/roles.ts):
// an operator works the tickets, only an owner resets.
import { useState } from 'react';
import { CirclePlus, Eraser, TriangleAlert } from 'lucide-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, useDataProvider, useNotify, useTranslate } from 'ra-core';
import { useCan } from '../../auth/useCan';
import { formatMoney, formatNumber } from '../../lib/money';
import { keepDigits } from '../../lib/numericInput';
import type { AppDataProvider } from '../../providers/appDataProvider';
import type { LotteryBalance } from '../../providers/lottery';
import { Button } from '../../ui/Button';
import { Confirm } from '../../ui/Confirm';
import { Dialog } from '../../ui/Dialog';
import { ErrorState } from '../../ui/States';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextInput } from '../../ui/form/TextInput';
import { submitErrors } from '../../ui/form/submitErrors';
import { parsePositiveInt, ticketCountProblem } from './lotteryRules';
import { balanceKey } from './queryKeys';
import { writeFailure } from '../../providers/apiErrors';

type Confirming = 'tickets' | 'reset' | null;

// Default and minimum 1 (docs/product.md: Constants).
const DEFAULTS = { tickets: '1' };
const ticketCount = (value: unknown) => ticketCountProblem(String(value ?? '')) ?? undefined;

export function BalanceActions({ chatId, balance }: { chatId: string; balance: LotteryBalance }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const canTickets = useCan('lottery-balances', 'tickets');
  const canReset = useCan('lottery-balances', 'reset');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  // A new form (back to 1 ticket) after each addition.
  const [round, setRound] = useState(0);
  const key = balanceKey(chatId);
  const reread = () => queryClient.invalidateQueries({ queryKey: key });

  async function addTickets({ tickets }: { tickets?: string }) {
    const amount = parsePositiveInt(String(tickets ?? '')) ?? 1;
    setProblem(null);
    try {
      const updated = await dataProvider.addTickets(chatId, amount);
      // The server answers the new balance: show it without another round trip.
      queryClient.setQueryData(key, updated);
      notify('app.lottery.balance.ticketsAdded', {
        type: 'success',
        messageArgs: { count: formatNumber(amount) },
      });
      setRound((current) => current + 1);
    } catch (error) {
      setProblem(writeFailure(error, 'app.lottery.balance.addTicketsError'));
      return submitErrors(error);
    }
  }

  const deleteTickets = useMutation({
    mutationFn: () => dataProvider.deleteTickets(chatId),
    onSuccess: () => notify('app.lottery.balance.ticketsDeleted', { type: 'info' }),
    onError: (error) => setProblem(writeFailure(error, 'app.lottery.balance.deleteTicketsError')),
    onSettled: () => {
      setConfirming(null);
      return reread();
    },
  });

  const reset = useMutation({
    mutationFn: () => dataProvider.resetLotteryBalance(chatId),
    onSuccess: () => notify('app.lottery.balance.resetDone', { type: 'info' }),
    onError: (error) => setProblem(writeFailure(error, 'app.lottery.balance.resetError')),
    onSettled: () => {
      setConfirming(null);
      return reread();
    },
  });

  const busy = deleteTickets.isPending || reset.isPending;
  const money = formatMoney(balance.balance, translate('app.money.unit'));
  if (!canTickets && !canReset) return null;

  return (
    <div className="flex flex-col gap-3">
      {problem && <ErrorState message={translate(problem)} />}
      {canTickets && (
        <Form
          key={round}
          defaultValues={DEFAULTS}
          onSubmit={addTickets}
          disableInvalidFormNotification
          noValidate
          className="flex flex-wrap items-start gap-3"
        >
          <TextInput
            source="tickets"
            label={translate('app.lottery.balance.ticketCount')}
            validate={ticketCount}
            keep={keepDigits}
            isRequired
            inputMode="numeric"
            autoComplete="off"
            className="min-w-32 flex-1"
          />
          <SubmitButton
            icon={<CirclePlus size={18} aria-hidden />}
            disabled={busy}
            className="mt-6"
          >
            {translate('app.lottery.balance.addTickets')}
          </SubmitButton>
        </Form>
      )}
      <div className="flex flex-wrap gap-2">
        {canTickets && (
          <Button
            icon={<Eraser size={18} aria-hidden className="text-warning" />}
            disabled={busy}
            onClick={() => setConfirming('tickets')}
          >
            {translate('app.lottery.balance.deleteTickets')}
          </Button>
        )}
        {canReset && (
          <Button
            variant="danger"
            icon={<TriangleAlert size={18} aria-hidden />}
            disabled={busy}
            onClick={() => setConfirming('reset')}
          >
            {translate('app.lottery.balance.reset')}
          </Button>
        )}
      </div>
      <Confirm
        open={confirming === 'tickets'}
        loading={deleteTickets.isPending}
        title={translate('app.lottery.balance.confirmDeleteTicketsTitle')}
        content={translate('app.lottery.balance.confirmDeleteTickets', {
          chatId,
          count: formatNumber(balance.tickets),
        })}
        confirmLabel={translate('app.lottery.balance.deleteTickets')}
        onConfirm={() => {
          setProblem(null);
          deleteTickets.mutate();
        }}
        onClose={() => setConfirming(null)}
      />
      {/* Not a plain Confirm: a reset cannot be undone, so the dialog says so as a warning. */}
      <Dialog
        open={confirming === 'reset'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={translate('app.lottery.balance.confirmResetTitle')}
        description={
          <span
            role="alert"
            className="flex items-start gap-2 rounded-md border border-danger px-3 py-2 text-fg"
          >
            <TriangleAlert size={18} aria-hidden className="mt-0.5 shrink-0 text-danger" />
            <span>{translate('app.lottery.balance.confirmReset', { chatId, balance: money })}</span>
          </span>
        }
        actions={
          <>
            <Button onClick={() => setConfirming(null)} disabled={reset.isPending}>
              {translate('ra.action.cancel')}
            </Button>
            <Button
              variant="danger"
              icon={<TriangleAlert size={18} aria-hidden />}
              disabled={reset.isPending}
              onClick={() => {
                setProblem(null);
                reset.mutate();
              }}
            >
              {translate('app.lottery.balance.confirmResetAction')}
            </Button>
          </>
        }
      />
    </div>
  );
}
