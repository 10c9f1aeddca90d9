// The platform form's rules (docs/product.md: Form rules), kept pure so they are tested on their
// own: name, API key, login and workplace ID required ('Please fill out all required fields.'), a
// password only for a new platform; and what a save sends.
import type { FieldValues } from 'react-hook-form';

export interface PlatformFormValues {
  name: string;
  currency: 'UZS' | 'RUB';
  apiKey: string;
  login: string;
  password: string;
  workplaceId: string;
}

export const EMPTY_PLATFORM: PlatformFormValues = {
  name: '',
  currency: 'UZS',
  apiKey: '',
  login: '',
  password: '',
  workplaceId: '',
};

/** The fields the spec's one message covers, in the order the form shows them. */
export const REQUIRED_PLATFORM_FIELDS = ['name', 'apiKey', 'login', 'workplaceId'] as const;

/** Each blank required field's own message; the form's alert words the rule for all. */
export const FIELD_REQUIRED = 'app.platforms.required';

const blank = (value: unknown) => value == null || String(value).trim() === '';

/** The form's validate: each field's problem as a catalogue key (ra-core's <Form validate>). */
export function platformFormErrors(values: FieldValues, isNew: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of REQUIRED_PLATFORM_FIELDS) {
    if (blank(values[field])) errors[field] = FIELD_REQUIRED;
  }
  if (isNew && blank(values.password)) errors.password = 'app.platforms.passwordRequired';
  return errors;
}

/** The catalogue key of the first problem as the spec words it, or null when it can be saved. */
export function platformFormProblem(values: PlatformFormValues, isNew: boolean): string | null {
  const errors = platformFormErrors(values, isNew);
  if (REQUIRED_PLATFORM_FIELDS.some((field) => errors[field]))
    return 'app.platforms.requiredFields';
  return errors.password ?? null;
}

/**
 * What is sent: every field as a string (ra-core turns a cleared field into null). A blank
 * password on an edit is sent blank, and the provider keeps the stored one.
 */
export function platformToSave(values: FieldValues): PlatformFormValues {
  const text = (value: unknown) => (value == null ? '' : String(value));
  return {
    name: text(values.name),
    currency: values.currency === 'RUB' ? 'RUB' : 'UZS',
    apiKey: text(values.apiKey),
    login: text(values.login),
    password: text(values.password),
    workplaceId: text(values.workplaceId),
  };
}
