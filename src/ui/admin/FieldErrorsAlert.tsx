// The form-level message the spec words for a rule over fields ('Please fill out all required
// fields.', 'Please select an Oson Account for the new card.'): an alert at the top of the form,
// shown while any of the named fields fails that rule, gone once they are put right. The fields
// themselves keep their own short message, so the alert is said once and each field is marked.
// Another error on those fields (a server's 'name: is too long') is the field's alone.
import { useFormState, type FieldError } from 'react-hook-form';
import { ErrorState } from '../States';

const RA_FORMAT = '@@react-admin@@';

/**
 * The catalogue key of a field's error, as ra-core stores it: a field validator's answer
 * JSON-encoded behind a prefix (useInput), or { message } from a form's validate.
 */
export function errorKey(error: FieldError | undefined): string | undefined {
  let message: unknown = error?.message;
  if (typeof message === 'string' && message.startsWith(RA_FORMAT)) {
    message = JSON.parse(message.slice(RA_FORMAT.length));
  }
  if (message && typeof message === 'object' && 'message' in message) message = message.message;
  return typeof message === 'string' ? message : undefined;
}

interface FieldErrorsAlertProps {
  fields: string[];
  /** The catalogue key the fields' validators answer for this rule. */
  problem: string;
  message: string;
}

export function FieldErrorsAlert({ fields, problem, message }: FieldErrorsAlertProps) {
  const { errors } = useFormState({ name: fields });
  const broken = fields.some((field) => errorKey(errors[field] as FieldError) === problem);
  return broken ? <ErrorState message={message} /> : null;
}
