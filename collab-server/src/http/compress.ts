// Gzips answers made whole in memory (JSON, pages) of a kilobyte or more for clients that take
// gzip (browsers do): a 500-guest list is ~150 KB as text, the OpenAPI document ~490 KB (~25 KB
// gzipped), a directory page ~48 KB (~9 KB). Smaller answers go as they are (gzip would make them
// larger). Hono's own compress() cannot tell such an answer's size (c.json and c.html set no
// Content-Length), so it gzipped 22-byte answers too, and its stream stalled, holding the connection
// open, when a client never read the body; this reads the body, which is already whole in memory.
// Files are not touched: they come compressed at build time (static.ts).
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

export const MIN_COMPRESSED_BYTES = 1024;

/** JSON (also `application/problem+json` and the like). */
export const JSON_TYPES = /^application\/(?:[\w.+-]+\+)?json\b/i;
/** Pages. */
export const HTML_TYPES = /^text\/html\b/i;

const gzipAsync = promisify(gzip);

/** Whether an Accept-Encoding header takes gzip (by name or `*`, with a q above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let star = false;
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name === 'gzip') return weight > 0;
    if (name === '*') star = weight > 0;
  }
  return star;
}

/**
 * Marks an answer as depending on Accept-Encoding (also when it goes uncompressed): a cache between
 * us and the browser must not hand one form to everyone.
 */
export function varyOnAcceptEncoding(headers: Headers): void {
  const vary = headers.get('vary');
  if (!vary || !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))
    headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/** Gzips answers whose Content-Type matches `types`. */
export function compressWhole(types: RegExp): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === 'HEAD' || !res.body || res.headers.has('content-encoding')) return;
    if (!types.test(res.headers.get('content-type') ?? '')) return;
    varyOnAcceptEncoding(res.headers);
    if (!acceptsGzip(c.req.header('accept-encoding'))) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const gzipped = body.byteLength >= MIN_COMPRESSED_BYTES ? await gzipAsync(body) : null;
    c.res = new Response(gzipped ?? body, {
      status: res.status,
      statusText: res.statusText,
      headers: res.headers,
    });
    // Hono copies the earlier answer's headers onto a new one: set these after.
    if (gzipped) {
      c.res.headers.set('content-encoding', 'gzip');
      c.res.headers.delete('content-length');
    }
  };
}
