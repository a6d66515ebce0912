// React.lazy for a named export, with a `preload()` whose module, once loaded, renders at once.
//
// A plain lazy component suspends on its first render even when its chunk arrived long before (its
// factory only starts then), and React holds back the reveal of suspended content until 300 ms
// after the last loading placeholder it showed. Opening /app paid that twice over (about 250 ms,
// measured): the planner page and its dashboard tab were both preloaded and still suspended. Here
// the loaded component is rendered directly; the lazy one is only used while the chunk is on its way.
import {
  type ComponentProps,
  type ComponentType,
  createElement,
  type FunctionComponent,
  lazy,
  useSyncExternalStore,
} from 'react';

// biome-ignore lint/suspicious/noExplicitAny: any component, whatever its props (as React.lazy takes)
type AnyComponent = ComponentType<any>;

export type PreloadableComponent<C extends AnyComponent> = FunctionComponent<ComponentProps<C>> & {
  /** Starts loading the chunk (once); a failure is left to the render, which shows it. */
  preload(): void;
  /**
   * Starts loading the chunk and says whether it has arrived (or failed: the render then shows the
   * failure). A parent that shows its own placeholder until then never suspends: once React has
   * shown a Suspense fallback, it holds the content back until 300 ms after it (the planner, whose
   * session could now answer before its code arrived, paid that on every start).
   */
  useSettled(): boolean;
};

/** Bumped by retryFailedChunks: a component whose chunk failed before tries again when rendered. */
let retries = 0;

/** Lets every lazy component whose chunk failed to load try again at its next render ("Try Again"). */
export function retryFailedChunks(): void {
  retries += 1;
}

export function lazyNamed<K extends string, M extends Record<K, AnyComponent>>(
  load: () => Promise<M>,
  name: K,
): PreloadableComponent<M[K]> {
  let loaded: M[K] | null = null;
  let loading: Promise<M[K]> | null = null;
  let settled = false;
  const listeners = new Set<() => void>();
  const settle = () => {
    settled = true;
    for (const listener of listeners) listener();
  };
  const loadOnce = () => {
    loading ??= load().then(
      (module) => {
        loaded = module[name];
        settle();
        return loaded;
      },
      (error: unknown) => {
        // A chunk that failed (offline, a deploy replaced it) is fetched again by the next attempt
        // (retryFailedChunks): React.lazy keeps its first answer for good, so that attempt renders
        // a new one.
        loading = null;
        failedIn = retries;
        settle();
        throw error;
      },
    );
    return loading;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    loadOnce().catch(() => {});
    return () => {
      listeners.delete(listener);
    };
  };
  const makeLazy = () => lazy(async () => ({ default: await loadOnce() }));
  let Lazy = makeLazy();
  /** The retry round in which loading last failed, or null. */
  let failedIn: number | null = null;
  // `loaded` is set before the lazy one resolves, so it never switches from a mounted lazy
  // component to the loaded one (which would remount it).
  const Component = (props: ComponentProps<M[K]>) => {
    if (!loaded && failedIn !== null && failedIn < retries) {
      failedIn = null;
      Lazy = makeLazy();
    }
    return createElement((loaded ?? Lazy) as ComponentType<ComponentProps<M[K]>>, props);
  };
  Component.displayName = name;
  Component.preload = () => {
    loadOnce().catch(() => {});
  };
  Component.useSettled = () =>
    useSyncExternalStore(
      subscribe,
      () => settled,
      () => settled,
    );
  return Component;
}
