// The Oson config form's editable values, their rule (docs/product.md: Form rules: all four
// required) and what a save sends.
import type { FieldValues } from 'react-hook-form';
import type { OsonConfig } from '../../providers/resources/osonConfigs';
import { filled } from '../../ui/form/filled';

export interface OsonConfigFormValues {
  deviceName: string;
  phone: string;
  password: string;
  deviceId: string;
}

/** Every field's rule; whitespace alone counts as blank. */
export const FILLED = filled('app.osonConfigs.required');

/** A config's values in the form, or a new config's (all blank). */
export function formValuesOf(config: OsonConfig | undefined): OsonConfigFormValues {
  if (!config) return { deviceName: '', phone: '', password: '', deviceId: '' };
  return {
    deviceName: config.deviceName,
    phone: config.phone,
    // Never held by the panel: blank keeps the stored one.
    password: '',
    deviceId: config.deviceId,
  };
}

/**
 * What is sent of the form's values: names and ids trimmed. The password is sent as typed, since
 * spaces may belong to it; only a password of spaces alone is refused, by FILLED.
 */
export function valuesToSend(values: FieldValues): OsonConfigFormValues {
  const text = (value: unknown) => (value == null ? '' : String(value));
  return {
    deviceName: text(values.deviceName).trim(),
    phone: text(values.phone).trim(),
    password: text(values.password),
    deviceId: text(values.deviceId).trim(),
  };
}
