// Limits that protect the sync server from a hostile or broken client.
export interface SyncLimits {
  /** Largest websocket frame accepted; bigger frames close the socket with 1009. */
  maxFrameBytes: number;
  /** Largest document a room keeps accepting updates for. */
  maxDocumentBytes: number;
  /** Sustained messages per second per socket, and the burst allowed above it. */
  messagesPerSecond: number;
  messageBurst: number;
  /** Awareness (presence) updates per second per socket; extra ones are dropped, not fatal. */
  awarenessPerSecond: number;
  /** Open sockets per plan, counted from the upgrade on (before the room loads). */
  socketsPerPlan: number;
  /** Open sockets per user on one plan. */
  socketsPerUserPerPlan: number;
  /** Open sockets of all viewers together on one plan: the rest is kept for those who edit. */
  viewerSocketsPerPlan: number;
  /**
   * Bytes of updates a room may hold back because earlier parts never arrived (Yjs "pending"
   * structs and deletions). They count against the document size too. Past this, the socket that
   * caused them is closed and what it left pending is dropped.
   */
  maxPendingBytes: number;
  /**
   * After the server closes a socket for costly abuse (too large, too many messages), that user
   * may not open another socket on that plan for this long: reconnecting cannot replay the attack.
   */
  abuseCooldownMs: number;
  /**
   * Upgrades in progress at once per session cookie: checked before the session is even looked up,
   * so a flood of simultaneous upgrades costs the database almost nothing.
   */
  upgradesInFlightPerSession: number;
  /** Interval between pings; a socket that misses one pong is closed. */
  pingIntervalMs: number;
  /** How long a room stays in memory after its last socket leaves. */
  roomGraceMs: number;
  /**
   * An open room whose document has not changed for this long lets the document go until the next
   * edit (Room.hibernate); 0 keeps every open document in memory. With several instances a dormant
   * room relays the others' edits to its sockets as bytes (Room.applyRemote).
   */
  hibernateAfterMs: number;
  /** Time to load a document before the room gives up (and writes nothing). */
  loadTimeoutMs: number;
  /**
   * Building a large document from its slices (merge-worker.ts), the room gives the thread back
   * after about this long, so other rooms' messages are relayed in between.
   */
  loadTurnMs: number;
  /** Updates are appended to the log in batches gathered over this many milliseconds. */
  persistBatchMs: number;
  /** Compact the log into the snapshot once this many rows have piled up. */
  compactAfterRows: number;
}

export const DEFAULT_SYNC_LIMITS: SyncLimits = {
  maxFrameBytes: 4 * 1024 * 1024,
  maxDocumentBytes: 32 * 1024 * 1024,
  messagesPerSecond: 60,
  messageBurst: 300,
  awarenessPerSecond: 20,
  socketsPerPlan: 50,
  socketsPerUserPerPlan: 10,
  viewerSocketsPerPlan: 20,
  maxPendingBytes: 256 * 1024,
  abuseCooldownMs: 10_000,
  upgradesInFlightPerSession: 10,
  pingIntervalMs: 30_000,
  roomGraceMs: 10_000,
  hibernateAfterMs: 60_000,
  loadTimeoutMs: 15_000,
  loadTurnMs: 3,
  persistBatchMs: 5,
  compactAfterRows: 200,
};
