// ra-core's <Form> resets its fields to its defaultValues once it is drawn, and again whenever a
// record it was filled from is read anew (a refetch when the window regains focus): without this,
// what the admin has typed by then is silently put back. Fields not touched still follow.
export const KEEP_TYPING = { keepDirtyValues: true };
