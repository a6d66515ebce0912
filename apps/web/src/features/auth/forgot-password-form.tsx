// "Forgot password?": asks for the email and always answers neutrally, whether or not it exists.
import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { serviceMessageOr } from '../../lib/api';
import { ErrorNotice } from '../../lib/error-notice';
import { useTypedBeforeHydration } from '../../lib/typed-before-hydration';
import { useFocusedError } from '../../lib/use-focused-error';
import { requestPasswordReset } from './api';
import { CheckEmail } from './check-email';
import { UNEXPECTED_ERROR_MESSAGE } from './messages';

export interface ForgotPasswordFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  signInHref: string;
}

export function ForgotPasswordForm({ email, onEmailChange, signInHref }: ForgotPasswordFormProps) {
  const [busy, setBusy] = useState(false);
  const { error, showError, clearError, errorRef } = useFocusedError();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The page is server-rendered: an email typed before its scripts ran is what gets sent.
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, (name, value) => {
    if (name === 'email' && typeof value === 'string') onEmailChange(value);
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearError();
    setBusy(true);
    try {
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (caught) {
      showError(serviceMessageOr(caught, UNEXPECTED_ERROR_MESSAGE));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <header className="auth-card__head">
        <h1>Reset your password</h1>
        <p>Enter the email you signed up with and we'll send you a link to choose a new password.</p>
      </header>
      {sentTo ? (
        <CheckEmail>
          <p>
            If an account exists, we've sent a link to <strong>{sentTo}</strong>. Open it to choose a new
            password.
          </p>
          <p className="check-email__hint">The link works once. Nothing there? Look in your spam folder.</p>
        </CheckEmail>
      ) : (
        <form ref={formRef} method="post" className="auth-form" onSubmit={onSubmit}>
          <div className="field">
            <label className="field__label" htmlFor="forgot-email">
              Email
            </label>
            <input
              id="forgot-email"
              className="input"
              type="email"
              name="email"
              autoComplete="email"
              placeholder="you@example.com"
              required
              value={email}
              onChange={(event) => onEmailChange(event.target.value)}
            />
          </div>
          {error ? <ErrorNotice ref={errorRef}>{error}</ErrorNotice> : null}
          <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={busy}>
            {busy ? <LoaderCircle size={18} className="spin" aria-hidden="true" /> : null}
            {busy ? 'Sending...' : 'Send Reset Link'}
          </button>
        </form>
      )}
      <p className="auth-card__switch">
        Remembered it? <Link to={signInHref}>Back to sign in</Link>
      </p>
    </>
  );
}
