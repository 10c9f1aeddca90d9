// What a form's save says, alike on every admin form: the success toast and what follows it
// (closing, going back to the list), or the failure in the screen's words, unless the write's
// result is unknown (no answer came: it may have been done) or the role may not make it
// (writeFailure). A dialog of a record says its failure in an alert above the fields; the other
// forms in a toast. useSaveOutcome serves ra-core's record controllers (RecordForm.tsx);
// useFormSave wraps any other write (an account's password, one's own) into a form's submission.
import { useState } from 'react';
import { useNotify, useTranslate } from 'ra-core';
import type { FieldValues } from 'react-hook-form';
import { writeFailure } from '../../providers/apiErrors';
import { movedMeanwhileOf } from '../../providers/movedMeanwhile';
import { submitErrors } from '../form/submitErrors';

/** Catalogue keys of a save's outcome. */
export interface SaveTexts {
  /** The success toast. */
  saved: string;
  /** The failure's words when its result is known and the role may make it. */
  saveError: string;
}

/** Where a failed save is said: in an alert above the form's fields, or in a toast. */
export type FailureShown = 'alert' | 'toast';

export interface SaveOutcome {
  /** The last save's failure to say in the form's alert (a catalogue key), or null. */
  failure: string | null;
  /**
   * Says the save succeeded; what follows (closing, leaving) is the caller's. Given the saved
   * record, says instead what moved meanwhile when the gateway says something did (the save is
   * done all the same).
   */
  succeeded: (saved?: unknown) => void;
  /** Says the save failed (in `message` instead of writeFailure's words). */
  failed: (error: unknown, message?: string) => void;
}

export function useSaveOutcome(texts: SaveTexts, shown: FailureShown): SaveOutcome {
  const notify = useNotify();
  const translate = useTranslate();
  // The form's state, not a field's value: the alert stays until the next submission.
  const [failure, setFailure] = useState<string | null>(null);
  return {
    failure,
    succeeded: (saved) => {
      setFailure(null);
      const moved = movedMeanwhileOf(saved);
      if (moved.length === 0) return notify(texts.saved, { type: 'success' });
      const fields = moved
        .map((field) => translate(`app.movedMeanwhile.fields.${field}`, { _: field }))
        .join(', ');
      notify('app.movedMeanwhile.notice', { type: 'warning', messageArgs: { fields } });
    },
    failed: (error, message = writeFailure(error, texts.saveError)) => {
      if (shown === 'alert') setFailure(message);
      else notify(message, { type: 'error' });
    },
  };
}

/** The errors a form puts on its fields, by field (catalogue keys or the server's words). */
export type FieldErrors = Record<string, string>;

export interface FormSaveOptions<V extends FieldValues> {
  /** The write, with the form's values; it throws what the data provider threw. */
  write: (values: V) => Promise<unknown>;
  /** The toasts' keys (writeFailure's words take over from saveError where they apply). */
  texts: SaveTexts;
  /** After the success toast: close, start a new form... */
  onSaved?: (values: V) => void;
  /**
   * The screen's own words for a refusal: errors on its fields instead of the toast (a name
   * taken), or the toast's words (a Telegram user linked to another account); undefined for the
   * usual toast.
   */
  refusal?: (error: unknown) => FieldErrors | string | undefined;
  /** The fields the server names go on those fields too (the default); off: the toast alone. */
  serverFieldErrors?: boolean;
}

/**
 * A form's submission (ra-core's <Form onSubmit>) of a write that is not a record's create or
 * update of a controller: the outcome said by toasts, and what the form then puts on its fields.
 */
export function useFormSave<V extends FieldValues>({
  write,
  texts,
  onSaved,
  refusal,
  serverFieldErrors = true,
}: FormSaveOptions<V>): (values: V) => Promise<FieldErrors | undefined> {
  const outcome = useSaveOutcome(texts, 'toast');
  return async (values) => {
    try {
      await write(values);
    } catch (error) {
      const own = refusal?.(error);
      if (typeof own === 'object') return own;
      outcome.failed(error, own);
      return serverFieldErrors ? submitErrors(error) : undefined;
    }
    outcome.succeeded();
    onSaved?.(values);
    return undefined;
  };
}
