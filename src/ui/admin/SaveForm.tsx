// The admin forms' <Form>: ra-core's, set up alike on every one of them (what is typed stays when
// the record it was filled from is read again; the fields say what is wrong, in the screen's
// words, not the browser's), with the last save's failure above the fields where the screen says
// it there (FormDialog), and the Cancel and Save buttons of a record's form.
import type { ReactNode } from 'react';
import { Form, useTranslate, type ValidateForm } from 'ra-core';
import { useFormState, type FieldValues } from 'react-hook-form';
import { Button } from '../Button';
import { ErrorState } from '../States';
import { KEEP_TYPING } from '../form/keepTyping';
import { SubmitButton } from '../form/SubmitButton';
import type { FieldErrors } from './useFormSave';

export interface SaveFormProps {
  /** The form's first values, in its own shape (a card number in groups, a blank password). */
  values?: FieldValues;
  /** A rule over several fields (ra-core's <Form validate>). */
  validate?: ValidateForm;
  /**
   * Saves the values (useFormSave) and answers the errors to put on the fields; without it, the
   * save of the ra-core controller around (RecordForm.tsx).
   */
  onSubmit?: (values: FieldValues) => Promise<FieldErrors | undefined>;
  /** The last save's failure (a catalogue key), said above the fields; null: none. */
  failure?: string | null;
  /**
   * ra-core's toast that the form has errors, on a submission it refuses. The records' forms
   * leave it to their fields and alerts.
   */
  invalidFormToast?: boolean;
  className?: string;
  children: ReactNode;
}

export function SaveForm({
  values,
  validate,
  onSubmit,
  failure = null,
  invalidFormToast = false,
  className = 'flex flex-col gap-4',
  children,
}: SaveFormProps) {
  const translate = useTranslate();
  return (
    <Form
      record={values}
      resetOptions={KEEP_TYPING}
      validate={validate}
      onSubmit={onSubmit}
      noValidate
      disableInvalidFormNotification={!invalidFormToast}
      className={className}
    >
      <SaveFailedAlert message={failure && translate(failure)} />
      {children}
    </Form>
  );
}

/** Gone while the form is submitted again; back if that save fails too. */
function SaveFailedAlert({ message }: { message: string | null }) {
  const { isSubmitting } = useFormState();
  return message && !isSubmitting ? <ErrorState message={message} /> : null;
}

export interface FormButtonsProps {
  cancel: string;
  onCancel: () => void;
  save: string;
  /** Before the save's text. */
  saveIcon?: ReactNode;
  /** Save stays off, e.g. while what a new record needs could not be read. */
  saveDisabled?: boolean;
}

/** A record's form's buttons, at its end: Cancel, and Save (off while the save is under way). */
export function FormButtons({ cancel, onCancel, save, saveIcon, saveDisabled }: FormButtonsProps) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button onClick={onCancel}>{cancel}</Button>
      <SubmitButton icon={saveIcon} disabled={saveDisabled}>
        {save}
      </SubmitButton>
    </div>
  );
}
