// Group commit's trigger, shared by the log's appends (persistence.ts) and the projection's upserts
// (projection/upsert-groups.ts): work asked for any number of times in one turn of the event loop
// runs once, right after that turn (setImmediate), so whatever the turn produced goes together.

/** Returns a function that schedules `run` for after the current turn, once however often it is called. */
export function afterThisTurn(run: () => void): () => void {
  let scheduled = false;
  return () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      run();
    });
  };
}
