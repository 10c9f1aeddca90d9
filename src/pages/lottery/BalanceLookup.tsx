// Looks up a user's lottery balance by chat ID (docs/product.md: Screens, Form rules): chat ID,
// balance and tickets, a link to the person's page, and the ticket and balance actions below
// (BalanceResult.tsx). A 404 means the user has no balance: 'Foydalanuvchi topilmadi.'
import { useState } from 'react';
import { Search, UserRound } from 'lucide-react';
import { Form, required, useTranslate } from 'ra-core';
import { useCan } from '../../auth/useCan';
import { keepChatId } from '../../lib/numericInput';
import { botUserChatId, chatIdProblem, userPagePath } from '../../lib/chatId';
import { ButtonLink } from '../../ui/ButtonLink';
import { ProgressBar } from '../../ui/ProgressBar';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextInput } from '../../ui/form/TextInput';
import { BalanceResult } from './BalanceResult';
import { useLotteryBalance } from './useLotteryBalance';

/** A chat ID typing could not refuse (a lone minus, too long for a safe integer). */
const numericChatId = (value: unknown) =>
  chatIdProblem(String(value ?? '')) === 'numeric'
    ? 'app.lottery.balance.chatIdNumeric'
    : undefined;

const VALIDATE = [required('app.lottery.balance.chatIdRequired'), numericChatId];

export function BalanceLookup() {
  const translate = useTranslate();
  // The chat ID last searched; the query (and the actions) follow it, not the field being typed.
  const [chatId, setChatId] = useState<string | null>(null);
  const balance = useLotteryBalance(chatId);

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
          extra={<UserPageButton chatId={chatId} />}
        />
      )}
    </div>
  );
}

/** The looked-up person's page (/users/{chatId}), for a role that may open it. */
function UserPageButton({ chatId }: { chatId: string }) {
  const translate = useTranslate();
  const canOpen = useCan('transactions', 'list');
  const userChatId = botUserChatId(chatId);
  if (!canOpen || !userChatId) return null;
  return (
    <div>
      <ButtonLink
        to={userPagePath(userChatId)}
        size="sm"
        icon={<UserRound size={16} aria-hidden />}
        aria-label={translate('app.user.linkLabel', { name: userChatId })}
      >
        {translate('app.user.pageLink')}
      </ButtonLink>
    </div>
  );
}
