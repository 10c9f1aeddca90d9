// What the journal asks for when neither the address nor the admin's last visit says otherwise
// (the newest 25), how it reads the cards and platforms its filter offers, and which page
// react-admin's list will ask for on arrival. The screen and its declaration's first data
// (index.ts, read by the start-up) share them, so they ask for the same thing; this module stays
// free of react-admin so that the start-up loads little.
import { listArrivalParams, type ArrivalParams } from '../../raCoreInternals/listArrival';

export const JOURNAL_SORT = { field: 'createdAt', order: 'DESC' } as const;
export const JOURNAL_PER_PAGE = 25;

/** Every card and platform, for the filter's choices. */
export const FILTER_CHOICE_PARAMS = {
  pagination: { page: 1, perPage: 1000 },
  sort: { field: 'id', order: 'ASC' as const },
};

/**
 * The page react-admin's list asks for on arrival: the address's parameters, else those kept
 * from the admin's last visit (`stored`), else the defaults (ra-core's merge, copied in
 * raCoreInternals/listArrival.ts).
 */
export const journalArrivalParams = (search: string, stored: unknown): ArrivalParams =>
  listArrivalParams(search, stored, { sort: JOURNAL_SORT, perPage: JOURNAL_PER_PAGE });
