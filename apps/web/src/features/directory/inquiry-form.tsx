// The inquiry form on a listing: name, email, phone, message, wedding date, guests and budget. A
// signed-in couple finds it filled from their wedding details; the server's 422 messages show at
// their fields, and focus moves to the first of them; a sent inquiry becomes a thank-you that says
// where to follow it. Without JavaScript it cannot be sent (the server takes JSON): it is hidden and a
// note says how else to reach the vendor.
import { localDateString } from '@confetti/plan/rules/dates';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CheckCircle2, Send } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, serviceMessageOr } from '../../lib/api';
import { NeedsJavaScriptNote } from '../../lib/needs-javascript-note';
import { useSession } from '../../lib/session';
import { useTypedBeforeHydration } from '../../lib/typed-before-hydration';
import { UnsentFormNotice } from '../../lib/unsent-form-notice';
import { useFocusAfterRender } from '../../lib/use-focus-after-render';
import { useHydrated } from '../../lib/use-hydrated';
import { directoryApi, directoryKeys, type Listing } from './api';
import {
  EMPTY_INQUIRY,
  type FieldErrors,
  fieldErrorsOf,
  type InquiryFields,
  inquiryBody,
  prefillInquiry,
} from './inquiry';

export function InquiryForm({ listing, focus }: { listing: Listing; focus: boolean }) {
  const id = useId();
  const { user } = useSession();
  const couple = user?.user_type === 'couple' ? user : null;
  const [fields, setFields] = useState<InquiryFields>(EMPTY_INQUIRY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();
  // The date picker starts at the visitor's own today (the server refuses a day that has passed).
  // Only once hydrated: the server's today may not be the visitor's, and the HTML must match.
  const hydrated = useHydrated();
  // The listing is server-rendered: what a visitor typed before the scripts ran is kept.
  useTypedBeforeHydration(formRef, (name, value) => {
    if (typeof value === 'string' && Object.hasOwn(EMPTY_INQUIRY, name))
      setFields((current) => ({ ...current, [name]: value }));
  });

  const info = useQuery({
    queryKey: directoryKeys.weddingInfo,
    queryFn: ({ signal }) => directoryApi.weddingInfo(signal),
    enabled: couple !== null,
    retry: false,
  });
  useEffect(() => {
    if (!couple) return;
    setFields((current) =>
      prefillInquiry(current, {
        info: info.data,
        email: couple.email,
        displayName: couple.display_name,
        categoryName: listing.category_name,
      }),
    );
  }, [couple, info.data, listing.category_name]);

  useEffect(() => {
    if (focus) nameRef.current?.focus();
  }, [focus]);

  const sending = useRef(false);
  const send = useMutation({
    mutationFn: () => directoryApi.sendInquiry(inquiryBody(listing.id, fields)),
    onSuccess: () => {
      setErrors({});
      setFormError(null);
      // The thank-you takes the place of the form, and of the button that had focus: it takes focus
      // (and is read out), and Tab goes on to its link.
      focusAfterRender(() => sentRef.current);
    },
    onError: (failure) => {
      if (failure instanceof ApiError && failure.status === 422) {
        const { fields: byField, form } = fieldErrorsOf(failure.detail);
        setErrors(byField);
        setFormError(form.length > 0 ? form.join(' ') : null);
        // The field errors are not alerts: the first refused field, focused, reads out its message.
        focusAfterRender(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]'));
        return;
      }
      setErrors({});
      setFormError(serviceMessageOr(failure, 'Your inquiry could not be sent. Please try again.'));
    },
  });

  if (send.isSuccess) {
    return (
      <div className="dir-inquiry__sent" role="status" ref={sentRef} tabIndex={-1}>
        <CheckCircle2 size={28} aria-hidden="true" />
        <p className="dir-inquiry__sent-title">Inquiry sent to {listing.business_name}</p>
        <p>They will reply to {fields.email}.</p>
        {couple ? (
          <Link className="btn btn--secondary" to="/app/vendors#my-inquiries">
            Follow it in My inquiries
          </Link>
        ) : (
          <Link className="btn btn--secondary" to="/auth?mode=signup">
            Plan your wedding free
          </Link>
        )}
      </div>
    );
  }

  function change(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const name = event.currentTarget.name as keyof InquiryFields;
    const value = event.currentTarget.value;
    setFields((current) => ({ ...current, [name]: value }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // A double click submits twice before the button's disabled state renders: one inquiry only.
    if (sending.current) return;
    sending.current = true;
    send.mutate(undefined, {
      onSettled: () => {
        sending.current = false;
      },
    });
  }

  const field = (
    name: keyof InquiryFields,
    label: string,
    props: {
      type?: string;
      required?: boolean;
      autoComplete?: string;
      min?: number | string;
      inputMode?: 'numeric';
    } = {},
  ) => {
    const errorId = `${id}-${name}-error`;
    return (
      <div className={`field dir-inquiry__field dir-inquiry__field--${name}`}>
        <label className="field__label" htmlFor={`${id}-${name}`}>
          {label}
          {props.required ? '' : <span className="dir-optional"> (optional)</span>}
        </label>
        <input
          ref={name === 'name' ? nameRef : undefined}
          id={`${id}-${name}`}
          className="input"
          name={name}
          value={fields[name]}
          onChange={change}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? errorId : undefined}
          {...props}
        />
        {errors[name] && (
          <p className="dir-field-error" id={errorId}>
            {errors[name]}
          </p>
        )}
      </div>
    );
  };

  const reachable = Boolean(listing.website || listing.phone || listing.email);
  return (
    <>
      <NeedsJavaScriptNote>
        Sending an inquiry needs JavaScript, which is turned off in this browser. Turn it on and reload this
        page, or reach {listing.business_name}{' '}
        {reachable ? 'through their contact details above' : 'another way'}.
      </NeedsJavaScriptNote>
      <form method="post" className="dir-inquiry__form" onSubmit={submit} noValidate ref={formRef}>
        <UnsentFormNotice />
        {field('name', 'Your name', { required: true, autoComplete: 'name' })}
        {field('email', 'Email', { type: 'email', required: true, autoComplete: 'email' })}
        {field('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
        <div className="field dir-inquiry__field">
          <label className="field__label" htmlFor={`${id}-message`}>
            Message
          </label>
          <textarea
            id={`${id}-message`}
            className="input dir-inquiry__message"
            name="message"
            rows={4}
            required
            value={fields.message}
            onChange={change}
            // "Sparkler Send-off Co." ends its own sentence.
            placeholder={`Hi! We are planning our wedding and would love to know more about ${listing.business_name.replace(/\.$/, '')}.`}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? `${id}-message-error` : undefined}
          />
          {errors.message && (
            <p className="dir-field-error" id={`${id}-message-error`}>
              {errors.message}
            </p>
          )}
        </div>
        <div className="dir-inquiry__row">
          {field('wedding_date', 'Wedding date', {
            type: 'date',
            ...(hydrated ? { min: localDateString(new Date()) } : {}),
          })}
          {field('guest_count', 'Guests', { type: 'number', min: 1, inputMode: 'numeric' })}
        </div>
        {field('budget', 'Budget for this vendor ($)', { type: 'number', min: 0, inputMode: 'numeric' })}
        {formError && (
          <p className="notice notice--error" role="alert">
            {formError}
          </p>
        )}
        {/* Not `disabled` while it sends: a disabled button lets go of keyboard focus (to the page). */}
        <button
          type="submit"
          className="btn btn--primary btn--block"
          aria-disabled={send.isPending ? true : undefined}
        >
          <Send size={17} aria-hidden="true" />
          {send.isPending ? 'Sending…' : 'Send inquiry'}
        </button>
      </form>
    </>
  );
}
