// A method a path does not serve answers 405 with an `Allow` header (RFC 9110 §15.5.6), not 404:
// the spec's client, or anyone exploring the API, learns the path exists and what it takes. The
// documented routes are the list of what is mounted (a test checks every mounted route is
// documented), so they say which methods each path serves.
import type { RouteDoc } from '../openapi/registry';

interface PathMethods {
  pattern: RegExp;
  methods: Set<string>;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
}

/** '/api/vendors/{id}' → /^\/api\/vendors\/[^/]+\/?$/ (a trailing slash is optional, as routed). */
function pathPattern(path: string): RegExp {
  const trimmed = path.replace(/\/+$/, '');
  const source = trimmed
    .split(/(\{[^}]+\})/)
    .map((part) => (/^\{[^}]+\}$/.test(part) ? '[^/]+' : escapeRegExp(part)))
    .join('');
  return new RegExp(`^${source}/?$`);
}

/** Looks up the methods each documented path serves. */
export function methodsByPath(
  docs: readonly Pick<RouteDoc, 'method' | 'path'>[],
): (path: string) => string[] {
  const table = new Map<string, PathMethods>();
  for (const doc of docs) {
    const key = doc.path.replace(/\/+$/, '');
    const entry = table.get(key) ?? { pattern: pathPattern(doc.path), methods: new Set<string>() };
    entry.methods.add(doc.method.toUpperCase());
    table.set(key, entry);
  }
  const entries = [...table.values()];
  return (path) => {
    const methods = new Set<string>();
    for (const entry of entries) {
      if (entry.pattern.test(path)) for (const method of entry.methods) methods.add(method);
    }
    if (methods.has('GET')) methods.add('HEAD');
    if (methods.size > 0) methods.add('OPTIONS');
    return [...methods].sort();
  };
}
