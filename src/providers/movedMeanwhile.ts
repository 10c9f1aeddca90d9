// The gateway's word that fields of a record moved while a save was under way: its answer's
// MOVED_MEANWHILE_HEADER (contract/movedValue.ts) lists them, the write being done. A whole-record
// update hands the list on with the record it answers, and the form's save (ui/admin/
// useFormSave.ts) says it instead of the plain success. Kept beside the record object rather than
// in it: ra-core puts that object in its cache, and the list is news for this save only.
import { MOVED_MEANWHILE_HEADER } from '../../contract/movedValue';

const moved = new WeakMap<object, readonly string[]>();

/** `result`, its record marked with the fields the answer's `headers` say moved meanwhile. */
export function withMovedMeanwhile<T extends { data: object }>(result: T, headers: Headers): T {
  const fields = (headers.get(MOVED_MEANWHILE_HEADER) ?? '')
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
  if (fields.length > 0) moved.set(result.data, fields);
  return result;
}

/** The fields that moved while `record` was being saved; none for any other value. */
export function movedMeanwhileOf(record: unknown): readonly string[] {
  return (typeof record === 'object' && record !== null && moved.get(record)) || [];
}
