/**
 * Work that runs on this thread without yielding (the built-in writer composing a whole paper, the
 * quality check of a finished one) takes turns: one piece at a time, each started from a turn of
 * the event loop of its own. Twenty generations whose database answers arrive together would
 * otherwise compose one after another in the same turn, holding every other request for all of
 * them; taking turns bounds a stall to about one piece (two at most, when the next starts in the
 * check phase right after the one that ended in the poll phase).
 */
export function createTurns() {
  let queue: Promise<unknown> = Promise.resolve();
  return function takeTurn<T>(work: () => T | Promise<T>): Promise<T> {
    const turn = queue.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(work);
    queue = turn.catch(() => {});
    return turn;
  };
}

export type TakeTurn = ReturnType<typeof createTurns>;

/** Shared by every job of this process. */
export const takeTurn: TakeTurn = createTurns();
