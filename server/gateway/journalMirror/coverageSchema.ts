// GET /transactions/coverage: how much of the production backend's history the gateway's copy
// holds (the journal's header), and for owners the backfill's own state.
import { Type } from 'typebox';
import { Nullable } from '../../routes/schemaTypes.ts';

const instant = Nullable(Type.String());

export const coverageSchema = Type.Object({
  known: Type.Integer(),
  missing: Type.Integer(),
  backendTotal: Nullable(Type.Integer()),
  /** known / backendTotal, in whole percent (100 at most). */
  percent: Nullable(Type.Integer()),
  /** When the last finished poll began: a row last seen before it was not in that poll. */
  lastPollAt: instant,
  watchingSince: instant,
  /** Since when every transaction is known; null: the whole history the backfill walked. */
  completeSince: instant,
  backfillFinished: Type.Boolean(),
  backfill: Type.Optional(
    Type.Object({
      startedAt: instant,
      finishedAt: instant,
      combinationsDone: Type.Integer(),
      combinationsLeft: Type.Integer(),
      pausedUntil: instant,
      pausedBecause: Nullable(Type.String()),
    }),
  ),
});
