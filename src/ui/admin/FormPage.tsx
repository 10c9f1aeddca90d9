// A record's form on a page of its own (the spec's /oson-configs/new and /oson-configs/{id}), on
// the admin layer's record form like FormDialog (RecordForm.tsx: CreateBase or EditBase, saved
// pessimistically, the fields the server refused on those fields). The page's title, then the
// form in a card; the outcome: the success toast and back to `back`, or a toast of the failure
// (the form stays as typed). An existing record is read afresh on each visit: the form waits for
// the server's answer rather than start from a list's older copy, and says a failed read with the
// way back.
import { useEffect, useState, type ReactNode } from 'react';
import { ArrowLeft, Save } from 'lucide-react';
import {
  useEditContext,
  useNavigate,
  useNotify,
  useTranslate,
  type Identifier,
  type RaRecord,
  type TransformData,
} from 'ra-core';
import type { FieldValues } from 'react-hook-form';
import { ButtonLink } from '../ButtonLink';
import { Card } from '../Card';
import { Skeleton } from '../Skeleton';
import { ErrorState } from '../States';
import { RecordController, RecordSaveForm, type RecordFormTexts } from './RecordForm';
import { FormButtons } from './SaveForm';
import { ScreenHeader } from './ScreenHeader';
import { useSaveOutcome } from './useFormSave';

export interface FormPageProps<T extends RaRecord> {
  resource: string;
  /** The record to edit; none for a new one. */
  id?: Identifier;
  texts: RecordFormTexts;
  /** The form's values for the record read (undefined for a new one). */
  formValues: (record: T | undefined) => FieldValues;
  /** What the data provider gets for the form's values. */
  transform: TransformData;
  /** Where Cancel, a save and the way back from a failed read lead (the list). */
  back: string;
  /** The fields. */
  children: ReactNode;
}

/**
 * How the record to edit is read: on every visit, even where a list has put its copy in the cache
 * (the freshness rule of EditedRecord below), and again, as react-query does by default (ra-core's
 * edit turns it off), when the window regains focus or the network comes back: the fields not
 * typed in then follow another admin's change.
 */
const READ_AFRESH = {
  refetchOnMount: 'always',
  refetchOnWindowFocus: true,
  refetchOnReconnect: true,
} as const;

export function FormPage<T extends RaRecord>({
  resource,
  id,
  texts,
  formValues,
  transform,
  back,
  children,
}: FormPageProps<T>) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const outcome = useSaveOutcome(texts, 'toast');
  const form = (
    <Card className="p-4">
      <RecordSaveForm<T> formValues={formValues}>
        {children}
        <FormButtons
          cancel={translate(texts.cancel)}
          onCancel={() => navigate(back)}
          save={translate(texts.save)}
          saveIcon={<Save size={18} aria-hidden />}
        />
      </RecordSaveForm>
    </Card>
  );
  return (
    <div className="my-4 flex max-w-2xl min-w-0 flex-col gap-4">
      <ScreenHeader title={translate(texts.title)} />
      <RecordController<T>
        resource={resource}
        id={id}
        transform={transform}
        queryOptions={READ_AFRESH}
        outcome={outcome}
        onSaved={() => navigate(back)}
      >
        {id === undefined ? (
          form
        ) : (
          <EditedRecord loadError={texts.loadError} back={back}>
            {form}
          </EditedRecord>
        )}
      </RecordController>
    </div>
  );
}

/**
 * The form once the server has answered with the record on this visit; until then a skeleton of
 * its size, or the failure (a toast too) with the way back.
 */
function EditedRecord({
  loadError,
  back,
  children,
}: {
  loadError: string;
  back: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const { record, error, isFetching } = useEditContext();
  // Whether this visit's read has started, then whether the server has answered it: until then
  // the cache may hold a list's older copy, which the form must not start from. Once it has, a
  // read again only updates the fields not typed in (KEEP_TYPING), and a failed one leaves the
  // form as it is.
  const [asked, setAsked] = useState(false);
  const [read, setRead] = useState(false);
  if (!asked && isFetching) setAsked(true);
  if (!read && asked && !isFetching && !error && record) setRead(true);
  const failed = !!error && !read;

  useEffect(() => {
    if (failed) notify(loadError, { type: 'error' });
  }, [failed, loadError, notify]);

  if (read) return children;
  if (failed) {
    return (
      <>
        <ErrorState message={translate(loadError)} />
        <div>
          <ButtonLink to={back} icon={<ArrowLeft size={18} aria-hidden />}>
            {translate('ra.action.back')}
          </ButtonLink>
        </div>
      </>
    );
  }
  return (
    // Roughly the form's height, so the page does not jump when it arrives.
    <div aria-busy="true">
      <Skeleton className="h-140 w-full rounded-lg" />
    </div>
  );
}
