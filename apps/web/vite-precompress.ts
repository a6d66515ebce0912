// Writes a Brotli (.br) and a gzip (.gz) copy next to every text file of the build, so the server
// sends compressed bytes without compressing anything per request (collab-server http/static.ts
// serves them to browsers that accept them). Without it the planner's first screen went over the
// network as ~600 KB of JavaScript instead of ~190 KB: fine on loopback, slow on a phone.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this a compressed copy saves too little to be worth a file. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

/** Compresses the text files under `dir`; returns how many copies were written. */
export async function precompressDir(dir: string): Promise<number> {
  const jobs: Array<Promise<number>> = [];
  for await (const path of files(dir)) {
    jobs.push(
      (async () => {
        const bytes = await readFile(path);
        if (bytes.byteLength < MIN_BYTES) return 0;
        const [br, gz] = await Promise.all([
          brotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
            },
          }),
          gzipAsync(bytes, { level: 9 }),
        ]);
        let written = 0;
        // A copy that is not clearly smaller (already-compressed content) is left out.
        for (const [copy, suffix] of [
          [br, '.br'],
          [gz, '.gz'],
        ] as const) {
          if (copy.byteLength < bytes.byteLength * 0.9) {
            await writeFile(path + suffix, copy);
            written++;
          }
        }
        return written;
      })(),
    );
  }
  return (await Promise.all(jobs)).reduce((a, b) => a + b, 0);
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'confetti:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After the other plugins' own closeBundle (the service worker is written there).
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const started = performance.now();
        const count = await precompressDir(outDir);
        this.info(`${count} compressed copies in ${Math.round(performance.now() - started)} ms`);
      },
    },
  };
}
