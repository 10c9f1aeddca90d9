// Looks up a user's lottery balance by chat ID (docs/product.md: Screens, Form rules): chat ID,
// balance and tickets, with the ticket and balance actions below. A 404 means the user has no
// balance: 'Foydalanuvchi topilmadi.'
import { useState } from 'react';
import { Search } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { Form, required, useDataProvider, useTranslate } from 'ra-core';
import { formatMoney, formatNumber } from '../../lib/money';
import { keepChatId } from '../../lib/numericInput';
import type { AppDataProvider } from '../../providers/appDataProvider';
import type { LotteryBalance } from '../../providers/lottery';
import { chatIdProblem } from '../../lib/chatId';
import { ProgressBar } from '../../ui/ProgressBar';
import { ErrorState, Notice } from '../../ui/States';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextInput } from '../../ui/form/TextInput';
import { BalanceActions } from './BalanceActions';
import { statusOf } from './lotteryRules';
import { balanceKey } from './queryKeys';

/** A chat ID typing could not refuse (a lone minus, too long for a safe integer). */
const numericChatId = (value: unknown) =>
  chatIdProblem(String(value ?? '')) === 'numeric'
    ? 'app.lottery.balance.chatIdNumeric'
    : undefined;

const VALIDATE = [required('app.lottery.balance.chatIdRequired'), numericChatId];

export function BalanceLookup() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  // The chat ID last searched; the query (and the actions) follow it, not the field being typed.
  const [chatId, setChatId] = useState<string | null>(null);

  const balance = useQuery({
    queryKey: balanceKey(chatId ?? ''),
    queryFn: () => dataProvider.getLotteryBalance(chatId ?? ''),
    enabled: chatId !== null,
  });

  function search({ chatId: typed }: { chatId?: string }) {
    const wanted = String(typed ?? '').trim();
    // Searching the same chat ID again is a refresh: the key does not change, so ask explicitly.
    if (wanted === chatId) void balance.refetch();
    else setChatId(wanted);
  }

  return (
    <div className="flex flex-col gap-3">
      <div role="search">
        <Form
          defaultValues={{ chatId: '' }}
          onSubmit={search}
          disableInvalidFormNotification
          noValidate
          className="flex flex-wrap items-start gap-3"
        >
          <TextInput
            source="chatId"
            label={translate('app.lottery.balance.chatId')}
            help={translate('app.lottery.balance.chatIdHelp')}
            validate={VALIDATE}
            keep={keepChatId}
            inputMode="numeric"
            autoComplete="off"
            className="min-w-48 flex-1"
          />
          <SubmitButton icon={<Search size={18} aria-hidden />} className="mt-6">
            {translate('app.lottery.balance.search')}
          </SubmitButton>
        </Form>
      </div>
      {/* A fixed slot, so the bar appearing does not shift the result. */}
      <div className="h-1">
        {balance.isFetching && <ProgressBar label={translate('app.lottery.balance.loading')} />}
      </div>
      {chatId !== null && !balance.isPending && (
        <BalanceResult
          error={balance.isError ? balance.error : null}
          data={balance.data}
          chatId={chatId}
        />
      )}
    </div>
  );
}

interface BalanceResultProps {
  error: unknown;
  data: LotteryBalance | undefined;
  chatId: string;
}

function BalanceResult({ error, data, chatId }: BalanceResultProps) {
  const translate = useTranslate();
  // An error wins over data kept from an earlier answer (e.g. the re-read after a reset).
  if (error) {
    return statusOf(error) === 404 ? (
      <Notice tone="warning">{translate('app.lottery.balance.notFound')}</Notice>
    ) : (
      <ErrorState message={translate('app.lottery.genericError')} />
    );
  }
  if (!data) return null;
  const facts = [
    { label: 'app.lottery.balance.chatId', value: String(data.chatId), mono: true },
    {
      label: 'app.lottery.balance.balance',
      value: formatMoney(data.balance, translate('app.money.unit')),
    },
    { label: 'app.lottery.balance.tickets', value: formatNumber(data.tickets) },
  ];
  return (
    <div className="flex flex-col gap-4" data-testid="lottery-balance">
      <dl className="m-0 grid grid-cols-[repeat(auto-fit,minmax(7rem,1fr))] gap-3">
        {facts.map(({ label, value, mono }) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-muted">{translate(label)}</dt>
            <dd className={mono ? 'm-0 font-mono font-medium break-all' : 'm-0 font-medium'}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <BalanceActions key={chatId} chatId={chatId} balance={data} />
    </div>
  );
}
