// What the /app page names for the browser to fetch at once. First the session: the planner shows
// nothing before it knows who is signed in, and the app's own request (lib/session.ts) takes the
// answer of this one. Then the code: the planner's first screen is three steps of code apart: the
// entry, which imports the planner when the address is /app, which imports the tab the address
// opens on. Found one import at a time, each step waits for the one before it to arrive and run (on
// a slow machine the planner's files went out ~300 ms after the entry's had arrived). Named in the
// page, they download beside the entry; the app still imports them as before, and Vite's loader
// skips the files a link already names. Which files those are comes from Vite's manifest of the
// build (apps/web/vite.config.ts, `build.manifest`).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { log } from '../log';

const ManifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    imports: z.array(z.string()).optional(),
    css: z.array(z.string()).optional(),
  }),
);
type Manifest = z.infer<typeof ManifestSchema>;

/** Matches the app's fetch of the session: same URL, CORS mode, same-origin credentials. */
const SESSION_PRELOAD = '<link rel="preload" href="/api/auth/session" as="fetch" crossorigin="anonymous" />';

/** The modules every planner address loads first: the planner, and its connection to the plan. */
const PLANNER_MODULES = ['src/features/planner/index.ts', 'src/plan/plan-connection.ts'];

/**
 * The tab each planner address opens on (features/planner/navigation.ts) and the module of its
 * screen. Admin is left out: for anyone but an admin it is a page saying so.
 */
const TAB_MODULES: Record<string, string> = {
  '': 'src/features/dashboard/index.ts',
  checklist: 'src/features/checklist/index.ts',
  budget: 'src/features/budget/index.ts',
  vendors: 'src/features/vendors/index.ts',
  guests: 'src/features/guests/index.ts',
  seating: 'src/features/seating/index.ts',
  'run-of-show': 'src/features/run-of-show/index.ts',
  registry: 'src/features/registry/index.ts',
};

/** `/app` → '', `/app/budget` → 'budget', `/app/seating/print` → 'seating'; null outside the planner. */
export function plannerTabOf(pathname: string): string | null {
  const match = /^\/app(?:\/([^/]*)(?:\/.*)?)?$/.exec(pathname);
  return match ? (match[1] ?? '') : null;
}

function readManifest(distDir: string): Manifest | null {
  const path = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return null;
  try {
    return ManifestSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  } catch (err) {
    log.warn({ err, path }, "the web build's manifest could not be read; the planner page names no files");
    return null;
  }
}

/** The files of a module's chunk and of every chunk it imports statically, with their styles. */
function closure(manifest: Manifest, keys: readonly string[]): { scripts: Set<string>; styles: Set<string> } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { scripts, styles };
}

/**
 * The link tags for the planner address `pathname`, empty outside the planner: the session's
 * preload, and (when the build has a manifest) modulepreload for its scripts and preload for its
 * styles, less what the entry (index.html) already loads.
 */
export function plannerPreloads(distDir: string): (pathname: string) => string {
  const manifest = readManifest(distDir);
  const byTab = new Map<string, string>();
  return (pathname) => {
    const tab = plannerTabOf(pathname);
    if (tab === null) return '';
    if (!manifest) return SESSION_PRELOAD;
    const tabModule = TAB_MODULES[tab];
    // Any other address under /app (a 404 inside the planner) gets the planner's files alone.
    const key = tabModule ? tab : '*';
    let tags = byTab.get(key);
    if (tags === undefined) {
      const entry = closure(manifest, ['index.html']);
      const wanted = closure(manifest, tabModule ? [...PLANNER_MODULES, tabModule] : PLANNER_MODULES);
      const scripts = [...wanted.scripts].filter((file) => !entry.scripts.has(file));
      const styles = [...wanted.styles].filter((file) => !entry.styles.has(file));
      tags = [
        SESSION_PRELOAD,
        ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
        ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}" />`),
      ].join('');
      byTab.set(key, tags);
    }
    return tags;
  };
}
