// The Oson config form's editable values and their validation (SPEC §5: all four required).
import type { OsonConfig } from '../../providers/resources/osonConfigs';

export interface OsonConfigFormValues {
  deviceName: string;
  phone: string;
  password: string;
  deviceId: string;
}

/** In the order the form shows them, so the first error is the first field on screen. */
export const OSON_CONFIG_FIELDS: (keyof OsonConfigFormValues)[] = [
  'deviceName',
  'phone',
  'password',
  'deviceId',
];

export const EMPTY_OSON_CONFIG_VALUES: OsonConfigFormValues = {
  deviceName: '',
  phone: '',
  password: '',
  deviceId: '',
};

export function formValuesOf(config: OsonConfig): OsonConfigFormValues {
  return {
    deviceName: config.deviceName,
    phone: config.phone,
    password: config.password ?? '',
    deviceId: config.deviceId,
  };
}

/** Fields left blank; whitespace alone counts as blank. */
export function missingFields(values: OsonConfigFormValues): Set<keyof OsonConfigFormValues> {
  return new Set(OSON_CONFIG_FIELDS.filter((field) => !values[field].trim()));
}

/**
 * What is sent: names and ids trimmed. The password is sent as typed, since spaces may belong
 * to it; only a password of spaces alone is refused, by missingFields.
 */
export function valuesToSend(values: OsonConfigFormValues): OsonConfigFormValues {
  return {
    deviceName: values.deviceName.trim(),
    phone: values.phone.trim(),
    password: values.password,
    deviceId: values.deviceId.trim(),
  };
}
