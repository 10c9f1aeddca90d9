// The new Oson account page at /oson-configs/new (docs/product.md: Screens): an empty form whose
// values also hold the deployment's default apiUrl, which the admin never sees or edits.
import { useCreate, useNavigate, useNotify } from 'ra-core';
import type { FieldValues } from 'react-hook-form';
import { useSettings } from '../../settings/useSettings';
import type { OsonConfig } from '../../providers/resources/osonConfigs';
import { submitErrors } from '../../ui/form/submitErrors';
import { valuesToSend } from './formValues';
import { OsonConfigForm } from './OsonConfigForm';
import { OSON_TOAST_MS } from './toast';
import { writeFailure } from '../../providers/httpClient';
import { useRequiredAccess } from '../../auth/useRequiredAccess';

export function OsonConfigCreate() {
  return useRequiredAccess('oson-configs', 'create') ? <OsonConfigCreatePage /> : null;
}

function OsonConfigCreatePage() {
  const notify = useNotify();
  const { osonDefaultApiUrl } = useSettings();
  const navigate = useNavigate();
  const [create] = useCreate<OsonConfig>();
  const defaultValues = {
    deviceName: '',
    phone: '',
    password: '',
    deviceId: '',
    apiUrl: osonDefaultApiUrl,
  };

  async function save(values: FieldValues) {
    try {
      await create(
        'oson-configs',
        { data: { ...valuesToSend(values), apiUrl: String(values.apiUrl ?? '') } },
        { returnPromise: true },
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

  return (
    <OsonConfigForm
      titleKey="app.osonConfigs.createTitle"
      defaultValues={defaultValues}
      onSave={save}
    />
  );
}
