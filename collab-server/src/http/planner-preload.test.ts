import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { plannerPreloads, plannerTabOf } from './planner-preload';

/** A build whose manifest has the shape Vite writes: keys are source paths or `_shared-chunk.js`. */
function distWith(manifest: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'confetti-preload-'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'], css: ['assets/index-1.css'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_money-1.js': { file: 'assets/money-1.js', imports: ['_react-1.js'] },
  'src/features/planner/index.ts': {
    file: 'assets/planner-1.js',
    imports: ['index.html', '_money-1.js'],
    css: ['assets/planner-1.css'],
  },
  'src/plan/plan-connection.ts': { file: 'assets/plan-connection-1.js', imports: ['_money-1.js'] },
  'src/features/dashboard/index.ts': {
    file: 'assets/dashboard-1.js',
    imports: ['src/features/planner/index.ts', '_money-1.js'],
    css: ['assets/dashboard-1.css'],
  },
  'src/features/budget/index.ts': { file: 'assets/budget-1.js', imports: ['_money-1.js'] },
};

function hrefs(tags: string): string[] {
  return [...tags.matchAll(/<link rel="(modulepreload|preload)"([^>]*)>/g)].map(([, rel, rest]) => {
    const href = /href="([^"]+)"/.exec(rest!)![1];
    return /as="fetch"/.test(rest!) ? `fetch ${href}` : `${rel} ${href}`;
  });
}

describe('the files the planner page names', () => {
  it('names the planner, its connection and the opening tab, with everything they import, once each', () => {
    const preloads = plannerPreloads(distWith(MANIFEST));
    expect(hrefs(preloads('/app')).sort()).toEqual([
      'fetch /api/auth/session',
      'modulepreload /assets/dashboard-1.js',
      'modulepreload /assets/money-1.js',
      'modulepreload /assets/plan-connection-1.js',
      'modulepreload /assets/planner-1.js',
      'preload /assets/dashboard-1.css',
      'preload /assets/planner-1.css',
    ]);
    expect(hrefs(preloads('/app/budget'))).toContain('modulepreload /assets/budget-1.js');
    expect(hrefs(preloads('/app/budget'))).not.toContain('modulepreload /assets/dashboard-1.js');
  });

  it('leaves out what the entry already loads', () => {
    const tags = plannerPreloads(distWith(MANIFEST))('/app');
    for (const file of ['index-1.js', 'react-1.js', 'index-1.css']) expect(tags).not.toContain(file);
  });

  it('gives an address under /app that is no tab the planner alone, and other pages nothing', () => {
    const preloads = plannerPreloads(distWith(MANIFEST));
    expect(hrefs(preloads('/app/no-such-tab')).sort()).toEqual([
      'fetch /api/auth/session',
      'modulepreload /assets/money-1.js',
      'modulepreload /assets/plan-connection-1.js',
      'modulepreload /assets/planner-1.js',
      'preload /assets/planner-1.css',
    ]);
    expect(preloads('/auth')).toBe('');
    expect(preloads('/apple')).toBe('');
  });

  it('starts the session request on every planner address, also when the build has no readable manifest', () => {
    const session = 'fetch /api/auth/session';
    expect(hrefs(plannerPreloads(distWith(MANIFEST))('/app/budget'))).toContain(session);
    expect(hrefs(plannerPreloads(mkdtempSync(join(tmpdir(), 'confetti-preload-')))('/app'))).toEqual([
      session,
    ]);
    expect(hrefs(plannerPreloads(distWith({ 'index.html': { imports: 'nope' } }))('/app'))).toEqual([
      session,
    ]);
  });

  it('reads the tab from the address', () => {
    expect(plannerTabOf('/app')).toBe('');
    expect(plannerTabOf('/app/')).toBe('');
    expect(plannerTabOf('/app/seating/print')).toBe('seating');
    expect(plannerTabOf('/apple')).toBeNull();
    expect(plannerTabOf('/auth')).toBeNull();
  });
});
