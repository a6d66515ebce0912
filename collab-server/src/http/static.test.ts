import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { webAppRoutes } from './static';

// A built web app as apps/web's build leaves it: files with their Brotli and gzip copies.
const dist = mkdtempSync(join(tmpdir(), 'confetti-static-'));
const shell = `<!doctype html><title>Confetti</title><div id="root"></div>${'<!-- padding -->'.repeat(100)}`;
const script = `export const words = ${JSON.stringify('confetti '.repeat(800))};\n`;
writeFileSync(join(dist, 'index.html'), shell);
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'assets', 'app-1a2b.js'), script);
writeFileSync(join(dist, 'assets', 'app-1a2b.js.br'), brotliCompressSync(script));
writeFileSync(join(dist, 'assets', 'app-1a2b.js.gz'), gzipSync(script));
const worker = `self.addEventListener('install', () => {}); ${'// padding\n'.repeat(100)}`;
writeFileSync(join(dist, 'sw.js'), worker);
writeFileSync(join(dist, 'sw.js.br'), brotliCompressSync(worker));
writeFileSync(join(dist, 'sw.js.gz'), gzipSync(worker));
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
const app = webAppRoutes(dist);

const get = (path: string, acceptEncoding?: string) =>
  app.request(path, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the built web app is sent compressed', () => {
  it('sends the Brotli copy of a script to a browser that takes it, and says it varies', async () => {
    const res = await get('/assets/app-1a2b.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.byteLength).toBeLessThan(script.length / 5);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('sends gzip where Brotli is not accepted, and the file itself where nothing is', async () => {
    const gz = await get('/assets/app-1a2b.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);

    const plain = await get('/assets/app-1a2b.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    // A cache in between must not give this uncompressed answer (or a compressed one) to everyone.
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await plain.text()).toBe(script);
  });

  it('compresses pages as they are sent (the app shell of a planner address)', async () => {
    const res = await get('/app', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(shell);
    expect(await (await get('/app')).text()).toBe(shell);
  });
});

describe('how long browsers keep the files of the built app', () => {
  it('has the service worker re-checked however it is sent, compressed or not', async () => {
    for (const encoding of ['gzip, deflate, br', 'gzip', undefined]) {
      const res = await get('/sw.js', encoding);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control'), `Accept-Encoding: ${encoding}`).toBe('no-cache');
    }
  });

  it('lets a file without a hash in its name (the favicon) be kept for a day, not guessed at', async () => {
    const res = await get('/favicon.svg');
    expect(res.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
  });
});

describe('addresses people type to sign in', () => {
  it('sends /login, /signup and the like to the auth screen in that mode, keeping where to go next', async () => {
    const login = await get('/login');
    expect(login.status).toBe(302);
    expect(login.headers.get('location')).toBe('/auth?mode=login');
    expect((await get('/Sign-Up/')).headers.get('location')).toBe('/auth?mode=signup');
    const next = await get('/signin?next=%2Fapp%2Fbudget');
    expect(next.headers.get('location')).toBe('/auth?mode=login&next=%2Fapp%2Fbudget');
  });

  it('leaves other unknown addresses a real 404', async () => {
    expect((await get('/logins')).status).toBe(404);
  });
});
