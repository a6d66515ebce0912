// Preloaded into the server process for P5 only (`node --expose-gc --import tsx --import
// <this file> collab-server/src/main.ts`), so production code stays untouched: on SIGUSR2 it runs
// full garbage collections and writes process.memoryUsage() to BENCH_HEAP_FILE, numbered so the
// reader knows the answer is fresh.
import { writeFileSync } from 'node:fs';

const file = process.env.BENCH_HEAP_FILE;
let reading = 0;

if (file) {
  process.on('SIGUSR2', () => {
    const gc = (globalThis as { gc?: () => void }).gc;
    // Several passes: weak references and finalizers free more on the second and third.
    for (let i = 0; i < 3; i++) gc?.();
    const memory = process.memoryUsage();
    writeFileSync(file, JSON.stringify({ reading: ++reading, gcExposed: Boolean(gc), ...memory }));
  });
}
