// What a form's onSubmit answers when saving failed: the fields the server named, which react-
// admin's <Form> then shows on those fields (undefined when the server named none).
import { HttpError } from 'ra-core';

export function submitErrors(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const body = error.body as { errors?: unknown } | null;
  const errors = body && typeof body === 'object' ? body.errors : undefined;
  return errors && typeof errors === 'object' ? (errors as Record<string, string>) : undefined;
}
