// The Humo login wizard's rules, apart from its drawing: its steps, what each step's field is
// called in the form and what it says when left blank, and the number the helper service expects.
// "Required" as the spec means it is the forms' own rule (ui/form/filled.ts).

export type Stage = 'phone' | 'code' | 'password';

export const STAGES: Stage[] = ['phone', 'code', 'password'];

/** The smscode answer that asks for the two-step password (docs/backend.md: Production backend). */
export const TWO_STEP_NEXT = 'POST /twostep';

/** The wizard's form: one field per step, all in one form, so the number stays for the next ones. */
// A type, not an interface: ra-core's <Form> takes its values as a string-indexed record.
export type HumoWizardValues = { phone: string; code: string; password: string };

export const EMPTY_WIZARD: HumoWizardValues = { phone: '', code: '', password: '' };

/** "+998 90 123-45-67" -> "+998901234567": the helper service expects the bare number. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s()-]/g, '');
}

export const STEP_REQUIRED: Record<Stage, string> = {
  phone: 'app.humo.phoneRequired',
  code: 'app.humo.codeRequired',
  password: 'app.humo.passwordRequired',
};

export const STEP_SUBMIT: Record<Stage, string> = {
  phone: 'app.humo.sendCode',
  code: 'app.humo.verifyCode',
  password: 'app.humo.submitPassword',
};

/** The form's value as typed: react-admin keeps an emptied text field as null. */
export const typed = (value: unknown) => (typeof value === 'string' ? value : '');
