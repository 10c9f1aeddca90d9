// What a record's form in a dialog (FormDialog) and on a page of its own (FormPage) share: a new
// record on ra-core's CreateBase, an existing one (read by its id) on EditBase. ra-core saves
// (pessimistic: the form answers only once the server has), puts the fields the server refused on
// those fields (HttpError(..., 400, { errors })) and hands the outcome to useSaveOutcome: the
// success toast and what follows, or the failure in the screen's words.
import type { ReactNode } from 'react';
import {
  CreateBase,
  EditBase,
  useRecordContext,
  type Identifier,
  type RaRecord,
  type TransformData,
  type UseGetOneOptions,
} from 'ra-core';
import type { FieldValues } from 'react-hook-form';
import { SaveForm, type SaveFormProps } from './SaveForm';
import type { SaveOutcome, SaveTexts } from './useFormSave';

/** Catalogue keys of what a record's form says. */
export interface RecordFormTexts extends SaveTexts {
  title: string;
  /** The record to edit could not be read. */
  loadError: string;
  cancel: string;
  save: string;
}

export interface RecordControllerProps<T extends RaRecord> {
  resource: string;
  /** The record to edit; none for a new one. */
  id?: Identifier;
  /** What the data provider gets for the form's values. */
  transform: TransformData;
  /** How the record to edit is read (ra-core's useGetOne options). */
  queryOptions?: UseGetOneOptions<T>;
  outcome: SaveOutcome;
  /** After the success toast: close, go back... */
  onSaved: () => void;
  /** The form, and for an edit what stands for it until the record has been read. */
  children: ReactNode;
}

export function RecordController<T extends RaRecord>({
  resource,
  id,
  transform,
  queryOptions,
  outcome,
  onSaved,
  children,
}: RecordControllerProps<T>) {
  const controller = {
    resource,
    transform,
    mutationMode: 'pessimistic' as const,
    redirect: false as const,
    mutationOptions: {
      // The saved record: the gateway may have said that fields moved meanwhile.
      onSuccess: (saved: unknown) => {
        outcome.succeeded(saved);
        onSaved();
      },
      // Instead of ra-core's toast of the raw error: the screen's words (or that the save's
      // result is unknown, when no answer came).
      onError: (error: unknown) => outcome.failed(error),
    },
  };
  return id === undefined ? (
    <CreateBase {...controller}>{children}</CreateBase>
  ) : (
    <EditBase<T>
      {...controller}
      id={id}
      // The screen says a failed read itself, instead of ra-core's toast and leaving for the list.
      queryOptions={{ onError: () => undefined, ...queryOptions }}
    >
      {children}
    </EditBase>
  );
}

export interface RecordSaveFormProps<T extends RaRecord> extends Omit<SaveFormProps, 'values'> {
  /** The form's values for the record read (undefined for a new one). */
  formValues: (record: T | undefined) => FieldValues;
}

/**
 * The form of the record read (an edit), or of none (a new record): its values in the form's
 * own shape; what is typed stays when the record is read again.
 */
export function RecordSaveForm<T extends RaRecord>({
  formValues,
  ...props
}: RecordSaveFormProps<T>) {
  const record = useRecordContext<T>();
  return <SaveForm values={formValues(record)} {...props} />;
}
