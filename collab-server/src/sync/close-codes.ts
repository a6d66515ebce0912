// Websocket close codes the sync server uses. 1000-1015 are the standard ones; ours are in the
// application range 4000-4999, shaped like HTTP statuses so they read at a glance.

/** The server is shutting down or restarting; clients reconnect and resync. (standard) */
export const CLOSE_GOING_AWAY = 1001;
/** A frame larger than the limit; `ws` closes with this itself when maxPayload is exceeded. (standard) */
export const CLOSE_MESSAGE_TOO_BIG = 1009;
/** Bytes that are not a y-websocket message, or a message that fails to decode. */
export const CLOSE_MALFORMED_MESSAGE = 4400;
/** The session the socket was opened with ended: sign-out, password reset or expiry. */
export const CLOSE_SESSION_ENDED = 4401;
/** The user's access to this plan was revoked while connected. */
export const CLOSE_ACCESS_REVOKED = 4403;
/** No pong came back in time; the socket is presumed dead. */
export const CLOSE_TIMEOUT = 4408;
/** The plan was reset or deleted: the client's copy belongs to an old generation. */
export const CLOSE_GENERATION_CHANGED = 4410;
/** Accepting this update would make the document larger than allowed. */
export const CLOSE_DOCUMENT_TOO_LARGE = 4413;
/** Too many messages per second from this socket. */
export const CLOSE_RATE_LIMITED = 4429;
/** The document could not be loaded from storage; nothing was written. */
export const CLOSE_LOAD_FAILED = 4500;
/** The user's role on this plan changed; reconnecting applies the new role. */
export const CLOSE_ROLE_CHANGED = 4409;
