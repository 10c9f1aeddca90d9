// The new Oson account page at /oson-configs/new (SPEC §2): an empty form whose record also gets
// the deployment's default apiUrl, which the admin never sees or edits.
import { useCreate, useNavigate, useNotify } from 'react-admin';
import { useSettings } from '../../boot/useSettings';
import type { OsonConfig } from '../../providers/resources/osonConfigs';
import { EMPTY_OSON_CONFIG_VALUES, type OsonConfigFormValues } from './formValues';
import { OsonConfigForm } from './OsonConfigForm';
import { OSON_TOAST_MS } from './toast';

export function OsonConfigCreate() {
  const notify = useNotify();
  const { osonDefaultApiUrl } = useSettings();
  const navigate = useNavigate();
  const [create, { isPending }] = useCreate<OsonConfig>();

  function save(values: OsonConfigFormValues) {
    create(
      'oson-configs',
      { data: { ...values, apiUrl: osonDefaultApiUrl } },
      {
        onSuccess: () => {
          notify('app.osonConfigs.saved', { type: 'success', autoHideDuration: OSON_TOAST_MS });
          navigate('/oson-configs');
        },
        onError: () =>
          notify('app.osonConfigs.saveError', { type: 'error', autoHideDuration: OSON_TOAST_MS }),
      },
    );
  }

  return (
    <OsonConfigForm
      titleKey="app.osonConfigs.createTitle"
      initialValues={EMPTY_OSON_CONFIG_VALUES}
      saving={isPending}
      onSave={save}
    />
  );
}
