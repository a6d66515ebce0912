// A form's error message that takes keyboard focus when it appears. A submit button disabled while
// the form works lets go of focus (to the page); the error then takes it, so a keyboard or
// screen-reader user goes on from what went wrong. Pass `errorRef` to the ErrorNotice.
import { useCallback, useRef, useState } from 'react';
import { useFocusAfterRender } from './use-focus-after-render';

export function useFocusedError() {
  const [error, setError] = useState<string | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const showError = useCallback(
    (message: string) => {
      setError(message);
      focusAfterRender(() => errorRef.current);
    },
    [focusAfterRender],
  );
  const clearError = useCallback(() => setError(null), []);
  return { error, showError, clearError, errorRef };
}
