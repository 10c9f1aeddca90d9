// The edit page of one Oson account at /oson-configs/{id} (SPEC §2): loads the record with its
// password, then the shared form; saving sends the whole record (the server's PUT replaces it).
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import {
  LinkBase,
  Title,
  useGetOne,
  useNavigate,
  useNotify,
  useParams,
  useTranslate,
  useUpdate,
} from 'react-admin';
import type { OsonConfig } from '../../providers/resources/osonConfigs';
import { formValuesOf, type OsonConfigFormValues } from './formValues';
import { OsonConfigForm } from './OsonConfigForm';
import { OSON_TOAST_MS } from './toast';

/** Roughly the form's height, so the page does not jump when it arrives. */
const FORM_SKELETON_HEIGHT = 560;

export function OsonConfigEdit() {
  const { id } = useParams<{ id: string }>();
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
    {
      // The list primes this cache with records that lack the password: always read the server.
      refetchOnMount: 'always',
    },
  );
  const [update, { isPending: saving }] = useUpdate<OsonConfig>();
  // The record as first read on this visit. The form starts from it and later refetches must not
  // overwrite what the admin is typing, nor a failed refetch hide the form.
  const [record, setRecord] = useState<OsonConfig>();
  const fresh = isFetchedAfterMount && !isFetching && !error ? data : undefined;
  if (fresh && !record) setRecord(fresh);
  const failed = !!error && !record;

  useEffect(() => {
    if (failed) {
      notify('app.osonConfigs.loadError', { type: 'error', autoHideDuration: OSON_TOAST_MS });
    }
  }, [failed, notify]);

  function save(values: OsonConfigFormValues) {
    if (!record) return;
    update(
      'oson-configs',
      // previousData lets the provider send every field, apiUrl and primaryConfig included.
      { id: record.id, data: values, previousData: record },
      {
        // react-admin's default is undoable: the page would claim success before the server spoke.
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('app.osonConfigs.saved', { type: 'success', autoHideDuration: OSON_TOAST_MS });
          navigate('/oson-configs');
        },
        onError: () =>
          notify('app.osonConfigs.saveError', { type: 'error', autoHideDuration: OSON_TOAST_MS }),
      },
    );
  }

  if (record) {
    return (
      <OsonConfigForm
        titleKey="app.osonConfigs.editTitle"
        initialValues={formValuesOf(record)}
        saving={saving}
        onSave={save}
      />
    );
  }

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 2, maxWidth: 640 }}>
      <Title title={translate('app.osonConfigs.editTitle')} />
      <Typography component="h1" variant="h5">
        {translate('app.osonConfigs.editTitle')}
      </Typography>
      {failed ? (
        <>
          <Alert severity="error">{translate('app.osonConfigs.loadError')}</Alert>
          <div>
            <Button component={LinkBase} to="/oson-configs" startIcon={<ArrowBack />}>
              {translate('ra.action.back')}
            </Button>
          </div>
        </>
      ) : (
        <Skeleton variant="rounded" height={FORM_SKELETON_HEIGHT} aria-busy="true" />
      )}
    </Stack>
  );
}
