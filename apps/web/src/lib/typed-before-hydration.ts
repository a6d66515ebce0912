// Server-rendered forms (sign-in and sign-up, a listing's inquiry) can be typed into before the
// scripts have loaded. The browser keeps what was typed, but React's state starts empty, so the
// form would show one thing and send another (a name typed early was dropped at sign-up). Once
// hydrated, the form adopts what its fields hold.
import { type RefObject, useEffect } from 'react';

/**
 * After the first render in the browser, calls `adopt` with each named field of the form that
 * holds something: its text, or `true` for a ticked checkbox. Runs once.
 */
export function useTypedBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  adopt: (name: string, value: string | true) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, right after hydration
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    for (const field of Array.from(element.elements)) {
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
      if (!field.name) continue;
      if (field instanceof HTMLInputElement && field.type === 'checkbox') {
        if (field.checked) adopt(field.name, true);
      } else if (field.value !== '') adopt(field.name, field.value);
    }
  }, []);
}

/**
 * `?form=unsent`: the server's answer to a form posted before the page's scripts ran (or with
 * JavaScript off). It cannot act on the post, so it sends the page again with this mark, and the
 * form says so (see UnsentFormNotice) instead of coming back silently empty.
 */
export const UNSENT_FORM_PARAM = 'form';
export const UNSENT_FORM_VALUE = 'unsent';
export const UNSENT_FORM_MESSAGE =
  'Your form was not sent: this page had not finished loading. Please fill it in and send it again. With JavaScript turned off, forms on this site cannot be sent.';
