// Says, above a server-rendered form, that a post of it did not go through (see UNSENT_FORM_PARAM):
// part of the page's HTML, so it shows without JavaScript too.
import { CircleAlert } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { UNSENT_FORM_MESSAGE, UNSENT_FORM_PARAM, UNSENT_FORM_VALUE } from './typed-before-hydration';

export function UnsentFormNotice() {
  const [params] = useSearchParams();
  if (params.get(UNSENT_FORM_PARAM) !== UNSENT_FORM_VALUE) return null;
  return (
    <p className="notice notice--error" role="alert">
      <CircleAlert size={18} aria-hidden="true" />
      {UNSENT_FORM_MESSAGE}
    </p>
  );
}
