// Reading the plan document from React: components re-render when the part they read changes
// (wedding info, or one collection), whoever changed it — this tab, a partner, or the server.
import { observePlan } from '@confetti/plan/doc/changes';
import { listEntities } from '@confetti/plan/doc/entities';
import { readWeddingInfo } from '@confetti/plan/doc/wedding-info';
import type { CollectionName, EntityOf } from '@confetti/plan/entities/collections';
import type { WeddingInfo } from '@confetti/plan/entities/wedding-info';
import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import type * as Y from 'yjs';
import { usePlan } from './plan-context';

type Part = 'weddingInfo' | CollectionName;

/** A version number per part of the doc, bumped after each transaction that touched it. */
const versions = new WeakMap<
  Y.Doc,
  { parts: Map<Part, number>; listeners: Set<() => void>; stop: () => void }
>();

function tracker(doc: Y.Doc) {
  let t = versions.get(doc);
  if (!t) {
    const parts = new Map<Part, number>();
    const listeners = new Set<() => void>();
    const stop = observePlan(doc, (changes) => {
      const bump = (p: Part) => parts.set(p, (parts.get(p) ?? 0) + 1);
      if (changes.weddingInfo) bump('weddingInfo');
      for (const c of changes.entities.keys()) bump(c);
      for (const l of listeners) l();
    });
    t = { parts, listeners, stop };
    versions.set(doc, t);
  }
  return t;
}

function usePartVersion(doc: Y.Doc, part: Part): number {
  const t = tracker(doc);
  const subscribe = useCallback(
    (l: () => void) => {
      t.listeners.add(l);
      return () => t.listeners.delete(l);
    },
    [t],
  );
  return useSyncExternalStore(subscribe, () => t.parts.get(part) ?? 0);
}

export function useWeddingInfo(): WeddingInfo {
  const { doc } = usePlan();
  const version = usePartVersion(doc, 'weddingInfo');
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the change signal
  return useMemo(() => readWeddingInfo(doc), [doc, version]);
}

export function useCollection<C extends CollectionName>(collection: C): EntityOf<C>[] {
  const { doc } = usePlan();
  const version = usePartVersion(doc, collection);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the change signal
  return useMemo(() => listEntities(doc, collection), [doc, collection, version]);
}

/** Re-renders every second minute boundary etc.: a clock for rules that take `now`. */
export function useNow(intervalMs = 60_000): Date {
  const ref = useRef(new Date());
  const subscribe = useCallback(
    (l: () => void) => {
      const id = setInterval(() => {
        ref.current = new Date();
        l();
      }, intervalMs);
      return () => clearInterval(id);
    },
    [intervalMs],
  );
  return useSyncExternalStore(subscribe, () => ref.current);
}
