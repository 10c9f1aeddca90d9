// Validation of the platform form (SPEC §5), kept pure so it is tested on its own.
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

/** The catalogue key of the first problem, or null when the form can be saved. */
export function platformFormProblem(values: PlatformFormValues, isNew: boolean): string | null {
  const required = [values.name, values.apiKey, values.login, values.workplaceId];
  if (required.some((value) => !value.trim())) return 'app.platforms.requiredFields';
  if (isNew && !values.password.trim()) return 'app.platforms.passwordRequired';
  return null;
}
