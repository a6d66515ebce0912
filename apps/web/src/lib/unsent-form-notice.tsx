// Says, above a server-rendered form, that a post of it did not go through (see UNSENT_FORM_PARAM):
// part of the page's HTML, so it shows without JavaScript too.
import { useSearchParams } from 'react-router-dom';
import { ErrorNotice } from './error-notice';
import { UNSENT_FORM_MESSAGE, UNSENT_FORM_PARAM, UNSENT_FORM_VALUE } from './typed-before-hydration';

export function UnsentFormNotice() {
  const [params] = useSearchParams();
  if (params.get(UNSENT_FORM_PARAM) !== UNSENT_FORM_VALUE) return null;
  return <ErrorNotice>{UNSENT_FORM_MESSAGE}</ErrorNotice>;
}
