// The edit page of one Oson account at /oson-configs/{id} (docs/product.md: Screens): reads the
// record afresh, then the shared form, whose blank password keeps the stored one (the panel never
// holds it); saving sends the edited fields, and the provider keeps what the form does not own.
import { useEffect, useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useGetOne, useNavigate, useNotify, useParams, useTranslate, useUpdate } from 'ra-core';
import type { FieldValues } from 'react-hook-form';
import type { OsonConfig } from '../../providers/resources/osonConfigs';
import { ButtonLink } from '../../ui/ButtonLink';
import { ScreenHeader } from '../../ui/admin/ScreenHeader';
import { Skeleton } from '../../ui/Skeleton';
import { ErrorState } from '../../ui/States';
import { submitErrors } from '../../ui/form/submitErrors';
import { formValuesOf, valuesToSend } from './formValues';
import { OsonConfigForm } from './OsonConfigForm';
import { OSON_TOAST_MS } from './toast';
import { writeFailure } from '../../providers/httpClient';
import { useRequiredAccess } from '../../auth/useRequiredAccess';

export function OsonConfigEdit() {
  const { id } = useParams<{ id: string }>();
  const allowed = useRequiredAccess('oson-configs', 'edit');
  if (!allowed) return null;
  // Keyed by the id: another config's page starts afresh instead of keeping this one's record.
  return <OsonConfigEditPage key={id} id={id} />;
}

function OsonConfigEditPage({ id }: { id: string | undefined }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { data, error, isFetchedAfterMount, isFetching } = useGetOne<OsonConfig>(
    'oson-configs',
    // Ids are numbers; a non-numeric path gives NaN, which the server answers as not found.
    { id: Number(id) },
    // The list primes this cache with its own copy: the form starts from a fresh read.
    { refetchOnMount: 'always' },
  );
  const [update] = useUpdate<OsonConfig>();
  // Whether the server has answered with the record on this visit: until then the cache may hold
  // the list's older copy, which the form must not start from. Once it has, a refetch only
  // updates the fields not being typed in (OsonConfigForm), and a failed one leaves the form as
  // it is.
  const [read, setRead] = useState(false);
  if (!read && isFetchedAfterMount && !isFetching && !error && data) setRead(true);
  const record = read ? data : undefined;
  const failed = !!error && !record;

  useEffect(() => {
    if (failed) {
      notify('app.osonConfigs.loadError', { type: 'error', autoHideDuration: OSON_TOAST_MS });
    }
  }, [failed, notify]);

  async function save(values: FieldValues) {
    if (!record) return undefined;
    try {
      await update(
        'oson-configs',
        // previousData: the record the form was opened with.
        { id: record.id, data: valuesToSend(values), previousData: record },
        // ra-core's default is undoable: the page would claim success before the server spoke.
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify('app.osonConfigs.saved', { type: 'success', autoHideDuration: OSON_TOAST_MS });
      navigate('/oson-configs');
    } catch (error) {
      notify(writeFailure(error, 'app.osonConfigs.saveError'), {
        type: 'error',
        autoHideDuration: OSON_TOAST_MS,
      });
      return submitErrors(error);
    }
  }

  if (record) {
    return (
      <OsonConfigForm
        titleKey="app.osonConfigs.editTitle"
        defaultValues={formValuesOf(record)}
        onSave={save}
        passwordKept
      />
    );
  }

  return (
    <div className="my-4 flex max-w-2xl min-w-0 flex-col gap-4">
      <ScreenHeader title={translate('app.osonConfigs.editTitle')} />
      {failed ? (
        <>
          <ErrorState message={translate('app.osonConfigs.loadError')} />
          <div>
            <ButtonLink to="/oson-configs" icon={<ArrowLeft size={18} aria-hidden />}>
              {translate('ra.action.back')}
            </ButtonLink>
          </div>
        </>
      ) : (
        // Roughly the form's height, so the page does not jump when it arrives.
        <div aria-busy="true">
          <Skeleton className="h-140 w-full rounded-lg" />
        </div>
      )}
    </div>
  );
}
