// Moving focus to something the next render draws or brings back: the button that opened an inline
// form (which the form replaced), a panel that opens. `focusAfterRender(() => ref.current)` in the
// same handler that changes the state; the element is looked up once React has drawn the change.
import { useCallback, useEffect, useRef, useState } from 'react';

type Target = () => HTMLElement | null | undefined;

export function useFocusAfterRender(): (target: Target) => void {
  const pending = useRef<Target | null>(null);
  const [request, setRequest] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each request runs once, after its render
  useEffect(() => {
    const target = pending.current;
    pending.current = null;
    target?.()?.focus();
  }, [request]);

  return useCallback((target: Target) => {
    pending.current = target;
    setRequest((count) => count + 1);
  }, []);
}
