import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, compressWhole, JSON_TYPES, MIN_COMPRESSED_BYTES } from './compress';

const big = { guests: Array.from({ length: 200 }, (_, i) => ({ id: `guest-${i}`, name: `Guest ${i}` })) };
const app = new Hono();
app.use('*', compressWhole(JSON_TYPES));
app.get('/big', (c) => c.json(big, 200, { 'set-cookie': 'a=1' }));
app.get('/small', (c) => c.json({ ok: true }));
app.get('/text', (c) => c.text('x'.repeat(5000)));
app.post('/created', (c) => c.json(big, 201));

describe('compressWhole', () => {
  it('gzips a JSON answer of a kilobyte or more, keeping its status and headers', async () => {
    expect(JSON.stringify(big).length).toBeGreaterThan(MIN_COMPRESSED_BYTES);
    const res = await app.request('/big', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('set-cookie')).toBe('a=1');
    expect(res.headers.get('content-length')).toBeNull();
    expect(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString())).toEqual(big);
    const created = await app.request('/created', { method: 'POST', headers: { 'accept-encoding': 'gzip' } });
    expect(created.status).toBe(201);
    expect(created.headers.get('content-encoding')).toBe('gzip');
  });

  it('sends small answers, other types and clients without gzip the bytes as they are', async () => {
    const small = await app.request('/small', { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const text = await app.request('/text', { headers: { 'accept-encoding': 'gzip' } });
    expect(text.headers.get('content-encoding')).toBeNull();
    for (const header of [undefined, 'identity', 'br', 'gzip;q=0']) {
      const res = await app.request('/big', { headers: header ? { 'accept-encoding': header } : {} });
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(await res.json()).toEqual(big);
    }
  });

  it('reads Accept-Encoding as browsers and proxies write it', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8, *;q=0.1')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('br, *;q=0')).toBe(false);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
