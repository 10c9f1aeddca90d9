// The journal's filter fields (docs/product.md: Screens): card, platform, status, type, a search
// and one date range, in the lists' filter form (ui/admin/FilterForm.tsx). A bot user's chat ID
// searched with Enter opens that person's page; 'Qo'llash' still searches by it.
import type { KeyboardEvent } from 'react';
import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { botUserChatId, userPagePath } from '../../lib/chatId';
import { STATUS_CHOICES, TRANSACTION_TYPES } from '../../lib/transactionStatus';
import { Select, type SelectOption } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { DaysFilter, FilterForm } from '../../ui/admin/FilterForm';
import { NO_FILTERS } from './filterValues';
import type { FilterChoices } from './useFilterChoices';

export interface TransactionFilterFormProps {
  choices: FilterChoices;
  /** Grid classes: four columns on a desktop card, one in the phone's dialog. */
  className: string;
  /** After applying or clearing (the phone closes its dialog). */
  onDone?: () => void;
}

/** Enter on a search of digits only (a chat ID): the person's page instead of the filter. */
function openUserPage(
  event: KeyboardEvent<HTMLInputElement>,
  navigate: ReturnType<typeof useNavigate>,
) {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  const chatId = botUserChatId(event.currentTarget.value);
  if (!chatId) return;
  // Not the form's submission, which would apply the search first.
  event.preventDefault();
  navigate(userPagePath(chatId));
}

export function TransactionFilterForm({ choices, className, onDone }: TransactionFilterFormProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const t = (key: string) => translate(`app.transactions.${key}`);
  const any = (options: SelectOption[]) => [{ value: '', label: t('all') }, ...options];
  return (
    <FilterForm
      empty={NO_FILTERS}
      applyLabel={t('apply')}
      clearLabel={t('clear')}
      className={className}
      onDone={onDone}
    >
      {(values, set) => (
        <>
          <Select
            label={t('card')}
            value={values.cardId}
            options={any(choices.cards)}
            onValueChange={(cardId) => set({ cardId })}
          />
          <Select
            label={t('platform')}
            value={values.platformId}
            options={any(choices.platforms)}
            onValueChange={(platformId) => set({ platformId })}
          />
          <Select
            label={t('status')}
            value={values.status}
            options={any(
              STATUS_CHOICES.map((status) => ({
                value: status,
                label: t(`statuses.${status}`),
              })),
            )}
            onValueChange={(status) => set({ status })}
          />
          <Select
            label={t('type')}
            value={values.type}
            options={any(
              TRANSACTION_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) })),
            )}
            onValueChange={(type) => set({ type })}
          />
          <TextField
            // Two columns on a wide grid, so its long label stays on one line like the others'.
            className="lg:col-span-2"
            label={t('search')}
            type="search"
            name="q"
            value={values.q}
            onChange={(event) => set({ q: event.currentTarget.value })}
            onKeyDown={(event) => openUserPage(event, navigate)}
          />
          <DaysFilter label={t('date')} placeholder={t('dateRange')} values={values} set={set} />
        </>
      )}
    </FilterForm>
  );
}
