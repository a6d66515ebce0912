// The official y-websocket client (WebsocketProvider over the `ws` package) with a session cookie and
// an Origin, as a browser sends them: for benchmarks that need a real, document-building editor.
import WebSocket from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';

export interface YClient {
  doc: Y.Doc;
  provider: WebsocketProvider;
  /** Close codes the server sent this client, in order. */
  closes: number[];
  /** Resolves at the first full sync. */
  synced: Promise<void>;
}

/** Connects to `<wsBase>/<planId>` (wsBase ends in /sync). */
export function connectYClient(wsBase: string, planId: string, cookie: string, origin: string): YClient {
  const doc = new Y.Doc();
  const Authed = class extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols, { headers: { cookie, origin } });
    }
  };
  const provider = new WebsocketProvider(wsBase, planId, doc, {
    WebSocketPolyfill: Authed as unknown as typeof globalThis.WebSocket,
    disableBc: true,
    maxBackoffTime: 200,
  });
  const closes: number[] = [];
  provider.on('connection-close', (event) => {
    if (event) closes.push(event.code);
  });
  const synced = new Promise<void>((resolve) => {
    const onSync = (isSynced: boolean) => {
      if (!isSynced) return;
      provider.off('sync', onSync);
      resolve();
    };
    provider.on('sync', onSync);
  });
  return { doc, provider, closes, synced };
}
