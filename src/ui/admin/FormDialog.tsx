// A record's form in a modal dialog, on the admin layer's record form (RecordForm.tsx: a new
// record on ra-core's CreateBase, an existing one read by its id on EditBase, saved
// pessimistically, the fields the server refused on those fields). The outcome: the success toast
// and closing, or the screen's alert above the fields, which stays until the next submission. The
// screen gives the fields, what its values mean to the data provider (`transform`) and the words.
import type { ReactNode } from 'react';
import {
  useEditContext,
  useTranslate,
  type Identifier,
  type RaRecord,
  type TransformData,
  type UseGetOneOptions,
  type ValidateForm,
} from 'ra-core';
import type { FieldValues } from 'react-hook-form';
import { Dialog } from '../Dialog';
import { ProgressBar } from '../ProgressBar';
import { ErrorState } from '../States';
import { RecordController, RecordSaveForm, type RecordFormTexts } from './RecordForm';
import { FormButtons } from './SaveForm';
import { useSaveOutcome } from './useFormSave';

export interface FormDialogProps<T extends RaRecord> {
  resource: string;
  /** The record to edit; none for a new one. */
  id?: Identifier;
  texts: RecordFormTexts;
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

export function FormDialog<T extends RaRecord>({
  resource,
  id,
  texts,
  formValues,
  transform,
  validate,
  queryOptions,
  saveDisabled,
  onClose,
  children,
}: FormDialogProps<T>) {
  const translate = useTranslate();
  const outcome = useSaveOutcome(texts, 'alert');
  const form = (
    <RecordSaveForm<T> formValues={formValues} validate={validate} failure={outcome.failure}>
      {children}
      <FormButtons
        cancel={translate(texts.cancel)}
        onCancel={onClose}
        save={translate(texts.save)}
        saveDisabled={saveDisabled}
      />
    </RecordSaveForm>
  );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={translate(texts.title)}>
      <RecordController<T>
        resource={resource}
        id={id}
        transform={transform}
        queryOptions={queryOptions}
        outcome={outcome}
        onSaved={onClose}
      >
        {id === undefined ? form : <EditedRecord loadError={texts.loadError}>{form}</EditedRecord>}
      </RecordController>
    </Dialog>
  );
}

/**
 * The form once the record to edit has been read; until then a progress bar, or the error with a
 * retry (in the dialog: the list is already in view behind it).
 */
function EditedRecord({ loadError, children }: { loadError: string; children: ReactNode }) {
  const translate = useTranslate();
  const { record, error, refetch } = useEditContext();
  if (record) return children;
  if (error) return <ErrorState message={translate(loadError)} onRetry={() => refetch()} />;
  return <ProgressBar label={translate('ra.page.loading')} />;
}
