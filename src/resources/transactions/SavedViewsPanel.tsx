// The saved views' dialog: the current filters saved under a name, and the list of saved ones
// (read when the dialog opens); saving and deleting only for a role that may. A part of its own
// (ui/lazyParts.ts): its form brings react-hook-form, which the journal's first drawing does
// not need.
import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Form,
  HttpError,
  required,
  useDataProvider,
  useListFilterContext,
  useNotify,
  useTranslate,
} from 'ra-core';
import type { AppDataProvider } from '../../providers/appDataProvider';
import type { SavedView } from '../../providers/journalExtras';
import { Button } from '../../ui/Button';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextInput } from '../../ui/form/TextInput';
import { ErrorState } from '../../ui/States';
import { activeFilterCount } from './filterValues';
import { writeFailure } from '../../providers/apiErrors';
import { useCan } from '../../auth/useCan';

const VIEWS_KEY = ['savedViews'];
const NAME_RULES = [required('app.transactions.views.nameRequired')];

function ViewList({ onApply }: { onApply: (view: SavedView) => void }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.transactions.views.${key}`, options);
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const canDelete = useCan('saved-views', 'delete');
  const views = useQuery({ queryKey: VIEWS_KEY, queryFn: () => dataProvider.getSavedViews() });
  const remove = useMutation({
    mutationFn: (id: number) => dataProvider.deleteSavedView(id),
    onSuccess: () => notify('app.transactions.views.deleted', { type: 'info' }),
    onError: (error) =>
      notify(writeFailure(error, 'app.transactions.views.deleteError'), { type: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: VIEWS_KEY }),
  });
  if (views.isPending) return <p className="m-0 text-sm text-muted">{t('loading')}</p>;
  if (views.isError) {
    return <ErrorState message={t('loadError')} onRetry={() => views.refetch()} />;
  }
  if (views.data.length === 0) return <p className="m-0 text-sm text-muted">{t('none')}</p>;
  return (
    <ul className="m-0 flex list-none flex-col gap-1 p-0" aria-label={t('listTitle')}>
      {views.data.map((view) => (
        <li key={view.id} className="flex items-center gap-2">
          <Button variant="ghost" className="flex-1 justify-start" onClick={() => onApply(view)}>
            {view.name}
          </Button>
          {canDelete && (
            <Button
              variant="ghost"
              aria-label={t('delete', { name: view.name })}
              icon={<Trash2 size={18} aria-hidden className="text-danger" />}
              disabled={remove.isPending}
              onClick={() => remove.mutate(view.id)}
            />
          )}
        </li>
      ))}
    </ul>
  );
}

function SaveForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { filterValues } = useListFilterContext();
  const [round, setRound] = useState(0);
  if (activeFilterCount(filterValues) === 0) {
    return (
      <p className="m-0 text-sm text-muted">{translate('app.transactions.views.noFilters')}</p>
    );
  }

  async function save({ name }: { name?: string }) {
    try {
      await dataProvider.saveView(String(name).trim(), filterValues);
      notify('app.transactions.views.saved', { type: 'success' });
      setRound((current) => current + 1);
      await queryClient.invalidateQueries({ queryKey: VIEWS_KEY });
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) {
        return { name: 'app.transactions.views.nameTaken' };
      }
      notify(writeFailure(error, 'app.transactions.views.saveError'), { type: 'error' });
    }
  }

  return (
    <Form key={round} onSubmit={save} noValidate className="flex flex-wrap items-start gap-2">
      <TextInput
        source="name"
        label={translate('app.transactions.views.name')}
        validate={NAME_RULES}
        autoComplete="off"
        className="min-w-48 flex-1"
      />
      <SubmitButton className="mt-6">{translate('app.transactions.views.save')}</SubmitButton>
    </Form>
  );
}

export default function SavedViewsPanel({ onApply }: { onApply: (view: SavedView) => void }) {
  // Applying a saved view is a read: a role that may not save still picks from the list.
  const canSave = useCan('saved-views', 'create');
  return (
    <div className="flex flex-col gap-4">
      {canSave && <SaveForm />}
      <ViewList onApply={onApply} />
    </div>
  );
}
