// Real y-websocket clients for tests: the official WebsocketProvider over the `ws` package, carrying
// a test client's session cookie and Origin, exactly as a browser would.
import WebSocket from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import type { TestClient } from './server';

export interface PlanConnection {
  doc: Y.Doc;
  provider: WebsocketProvider;
  synced: Promise<void>;
  closes: number[];
  destroy(): void;
}

export function socketClass(
  client: TestClient,
  origin: string | null = client.base,
): new (
  url: string | URL,
  protocols?: string | string[],
) => WebSocket {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return class AuthedWebSocket extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols, { headers: { cookie, ...(origin ? { origin } : {}) } });
    }
  };
}

export function connectPlan(
  client: TestClient,
  planId: string,
  options: { doc?: Y.Doc; connect?: boolean } = {},
): PlanConnection {
  const doc = options.doc ?? new Y.Doc();
  const wsUrl = `${client.base.replace(/^http/, 'ws')}/sync`;
  const provider = new WebsocketProvider(wsUrl, planId, doc, {
    WebSocketPolyfill: socketClass(client) as unknown as typeof globalThis.WebSocket,
    connect: options.connect ?? true,
    maxBackoffTime: 200,
    disableBc: true,
  });
  const closes: number[] = [];
  provider.on('connection-close', (event) => {
    if (event) closes.push(event.code);
  });
  const synced = new Promise<void>((resolve) => {
    if (provider.synced) return resolve();
    const onSync = (isSynced: boolean) => {
      if (isSynced) {
        provider.off('sync', onSync);
        resolve();
      }
    };
    provider.on('sync', onSync);
  });
  return {
    doc,
    provider,
    synced,
    closes,
    destroy() {
      provider.destroy();
      doc.destroy();
    },
  };
}

/** Opens a raw socket and reports how the upgrade or the socket ended. */
export function rawSocket(
  client: TestClient,
  planId: string,
  origin: string | null = client.base,
): Promise<{ ws: WebSocket; status?: number }> {
  const Ws = socketClass(client, origin);
  const ws = new Ws(`${client.base.replace(/^http/, 'ws')}/sync/${planId}`);
  return new Promise((resolve) => {
    ws.on('open', () => resolve({ ws }));
    ws.on('unexpected-response', (_req, res) => {
      resolve({ ws, status: res.statusCode });
      ws.terminate();
    });
    ws.on('error', () => {});
  });
}

export function waitForClose(ws: WebSocket): Promise<number> {
  return new Promise((resolve) => {
    if (ws.readyState === WebSocket.CLOSED) return resolve(-1);
    ws.on('close', (code) => resolve(code));
  });
}

/** Resolves when `predicate` holds, polling; rejects after `timeoutMs`. */
export async function eventually<T>(
  predicate: () => T | Promise<T>,
  timeoutMs = 5000,
  what = 'condition',
): Promise<T> {
  const start = Date.now();
  let last: unknown;
  while (Date.now() - start < timeoutMs) {
    try {
      const value = await predicate();
      if (value) return value;
    } catch (err) {
      last = err;
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
}
