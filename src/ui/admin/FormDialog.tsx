// A record's form in a modal dialog: a new record on ra-core's CreateBase, an existing one (read by
// its id) on EditBase. ra-core saves (pessimistic: the dialog answers only once the server has),
// puts the fields the server refused on those fields (HttpError(..., 400, { errors })) and hands
// the outcome here: the success toast and closing, or the screen's alert above the fields, which
// stays until the next submission. The screen gives the fields, what its values mean to the data
// provider (`transform`) and the words.
import { useState, type ReactNode } from 'react';
import {
  CreateBase,
  EditBase,
  Form,
  useEditContext,
  useNotify,
  useRecordContext,
  useTranslate,
  type Identifier,
  type RaRecord,
  type TransformData,
  type UseGetOneOptions,
  type ValidateForm,
} from 'ra-core';
import { useFormState, type FieldValues } from 'react-hook-form';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { ProgressBar } from '../ProgressBar';
import { writeFailure } from '../../providers/httpClient';
import { ErrorState } from '../States';
import { KEEP_TYPING } from '../form/keepTyping';
import { SubmitButton } from '../form/SubmitButton';

/** Catalogue keys of what the dialog says. */
export interface FormDialogTexts {
  title: string;
  saved: string;
  saveError: string;
  /** The record to edit could not be read. */
  loadError: string;
  cancel: string;
  save: string;
}

export interface FormDialogProps<T extends RaRecord> {
  resource: string;
  /** The record to edit; none for a new one. */
  id?: Identifier;
  texts: FormDialogTexts;
  /** The form's values for the record read (undefined for a new one). */
  formValues: (record: T | undefined) => FieldValues;
  /** What the data provider gets for the form's values. */
  transform: TransformData;
  /** A rule over several fields (ra-core's <Form validate>). */
  validate?: ValidateForm;
  /** How the record to edit is read (ra-core's useGetOne options). */
  queryOptions?: UseGetOneOptions<T>;
  /** Save stays off, e.g. while what a new record needs could not be read. */
  saveDisabled?: boolean;
  onClose: () => void;
  /** The fields, and any alert of the screen's above them. */
  children: ReactNode;
}

export function FormDialog<T extends RaRecord>(props: FormDialogProps<T>) {
  const { resource, id, texts, transform, queryOptions, onClose } = props;
  const translate = useTranslate();
  const notify = useNotify();
  // What the last save's failure says (a catalogue key), or null: the dialog's state, not a
  // field's value.
  const [saveFailed, setSaveFailed] = useState<string | null>(null);
  const controller = {
    resource,
    transform,
    mutationMode: 'pessimistic' as const,
    redirect: false as const,
    mutationOptions: {
      onSuccess: () => {
        setSaveFailed(null);
        notify(texts.saved, { type: 'success' });
        onClose();
      },
      // Instead of ra-core's toast of the raw error: the alert in the dialog says it (or that
      // the save's result is unknown, when no answer came).
      onError: (error: unknown) => setSaveFailed(writeFailure(error, texts.saveError)),
    },
  };
  const form = <DialogForm<T> {...props} saveFailed={saveFailed} />;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={translate(texts.title)}>
      {id === undefined ? (
        <CreateBase {...controller}>{form}</CreateBase>
      ) : (
        <EditBase<T>
          {...controller}
          id={id}
          // The dialog says a failed read itself, with a retry, instead of ra-core's toast and
          // leaving for the list (which is already in view).
          queryOptions={{ onError: () => undefined, ...queryOptions }}
        >
          <EditedRecord loadError={texts.loadError}>{form}</EditedRecord>
        </EditBase>
      )}
    </Dialog>
  );
}

/** The form once the record to edit has been read; until then a progress bar or the error. */
function EditedRecord({ loadError, children }: { loadError: string; children: ReactNode }) {
  const translate = useTranslate();
  const { record, error, refetch } = useEditContext();
  if (record) return children;
  if (error) return <ErrorState message={translate(loadError)} onRetry={() => refetch()} />;
  return <ProgressBar label={translate('ra.page.loading')} />;
}

function DialogForm<T extends RaRecord>({
  texts,
  formValues,
  validate,
  saveDisabled,
  onClose,
  children,
  saveFailed,
}: FormDialogProps<T> & { saveFailed: string | null }) {
  const translate = useTranslate();
  // The record read (an edit), or none (a new record).
  const record = useRecordContext<T>();
  return (
    <Form
      // The values in the form's own shape (a card number in groups, a blank password); what is
      // typed stays when the record is read again (KEEP_TYPING).
      record={formValues(record)}
      resetOptions={KEEP_TYPING}
      validate={validate}
      noValidate
      // The screen's alerts and the fields say what is wrong, in the screen's words.
      disableInvalidFormNotification
      className="flex flex-col gap-4"
    >
      <SaveFailedAlert message={saveFailed && translate(saveFailed)} />
      {children}
      <div className="flex flex-wrap justify-end gap-2">
        <Button onClick={onClose}>{translate(texts.cancel)}</Button>
        <SubmitButton disabled={saveDisabled}>{translate(texts.save)}</SubmitButton>
      </div>
    </Form>
  );
}

/** Gone while the form is submitted again; back if that save fails too. */
function SaveFailedAlert({ message }: { message: string | null }) {
  const { isSubmitting } = useFormState();
  return message && !isSubmitting ? <ErrorState message={message} /> : null;
}
