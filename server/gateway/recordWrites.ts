// One write at a time per record (resource + id), in this process: the production backend's
// whole-record PUTs carry every field, so two writes of one record that overlap (two admins
// saving the same card) would each send back what the other is changing. Each write waits for the
// ones before it, then reads the record itself. It is also told what the writes it waited for
// changed: its form was filled before those changes existed (movedMeanwhile.ts decides what that
// means for what it sends). Nothing is kept once a record has no write in flight.

/** A field another write changed: its value before, and after. */
export interface FieldMove {
  before: unknown;
  after: unknown;
}

/** Fields that moved, by name. */
export type Moves = Map<string, FieldMove>;

interface RecordQueue {
  /** Settles when the last write queued so far is over. */
  tail: Promise<void>;
  /** Writes queued or running. */
  pending: number;
  /** Writes over so far; a write's number is its place in that count. */
  ended: number;
  /** What each write over changed, while some write still waits. */
  changes: Array<{ seq: number; moves: Moves }>;
}

/** The moves of consecutive writes as one: each field's first `before`, its last `after`. */
function merged(list: readonly Moves[]): Moves {
  const all: Moves = new Map();
  for (const moves of list) {
    for (const [field, move] of moves) {
      const earlier = all.get(field);
      all.set(field, { before: earlier ? earlier.before : move.before, after: move.after });
    }
  }
  return all;
}

export interface WriteOutcome<T> {
  result: T;
  /** What the write changed in the record (as read before and after), for the writes waiting. */
  changed?: Moves;
}

export class RecordWrites {
  private readonly records = new Map<string, RecordQueue>();

  /**
   * Runs `write` once every write of `key` queued before it is over, with what those writes
   * changed in the record after this one arrived; answers its result.
   */
  async one<T>(key: string, write: (movedWhileWaiting: Moves) => Promise<WriteOutcome<T>>) {
    let queue = this.records.get(key);
    if (!queue) {
      queue = { tail: Promise.resolve(), pending: 0, ended: 0, changes: [] };
      this.records.set(key, queue);
    }
    // The writes ahead of this one end with the numbers (ended, ended + pending].
    const first = queue.ended + 1;
    const last = queue.ended + queue.pending;
    const before = queue.tail;
    let done = () => {};
    queue.tail = new Promise<void>((resolve) => {
      done = resolve;
    });
    queue.pending += 1;
    await before;
    const waitedFor = merged(
      queue.changes
        .filter((change) => change.seq >= first && change.seq <= last)
        .map((change) => change.moves),
    );
    let changed: Moves | undefined;
    try {
      const outcome = await write(waitedFor);
      changed = outcome.changed;
      return outcome.result;
    } finally {
      queue.ended += 1;
      queue.pending -= 1;
      if (changed && changed.size > 0) queue.changes.push({ seq: queue.ended, moves: changed });
      if (queue.pending === 0) this.records.delete(key);
      done();
    }
  }
}
