// /auth/reset?token=…: choose a new password from the link in a password-reset email.
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { serviceMessageOr } from '../../lib/api';
import { ErrorNotice } from '../../lib/error-notice';
import { useFocusedError } from '../../lib/use-focused-error';
import { usePageMeta } from '../../ssr/page-meta';
import { confirmPasswordReset } from './api';
import { AuthLayout } from './auth-layout';
import { UNEXPECTED_ERROR_MESSAGE } from './messages';
import { PasswordField } from './password-field';

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const { error, showError, clearError, errorRef } = useFocusedError();
  const [doneMessage, setDoneMessage] = useState<string | null>(null);

  // Through the page's head: a <title> in the tree comes after the app shell's own in the document,
  // so the browser would keep showing that one.
  usePageMeta({ title: doneMessage ? 'Password Changed · Confetti' : 'Choose a New Password · Confetti' });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearError();
    if (password !== confirmation) {
      showError('The two passwords do not match.');
      return;
    }
    setBusy(true);
    try {
      const answer = await confirmPasswordReset(token, password);
      setDoneMessage(answer?.message || 'Your password has been changed.');
    } catch (caught) {
      showError(serviceMessageOr(caught, UNEXPECTED_ERROR_MESSAGE));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout>
      <header className="auth-card__head">
        {doneMessage ? (
          <>
            <h1>Password changed</h1>
            <p>You're all set.</p>
          </>
        ) : (
          <>
            <h1>Choose a new password</h1>
            <p>Pick something at least 8 characters long that you don't use anywhere else.</p>
          </>
        )}
      </header>

      {doneMessage ? (
        <div className="auth-form">
          <p className="notice notice--success" role="status">
            <CircleCheck size={18} aria-hidden="true" />
            {doneMessage}
          </p>
          <Link to="/auth?mode=login" className="btn btn--primary btn--lg btn--block">
            Sign In
          </Link>
        </div>
      ) : token === '' ? (
        <div className="auth-form">
          <p className="notice notice--error" role="alert">
            <CircleAlert size={18} aria-hidden="true" />
            This reset link is incomplete. Please request a new one.
          </p>
          <Link to="/auth?mode=forgot" className="btn btn--primary btn--lg btn--block">
            Request a New Link
          </Link>
        </div>
      ) : (
        <form method="post" className="auth-form" onSubmit={onSubmit}>
          <PasswordField
            id="reset-password"
            label="New password"
            value={password}
            onChange={setPassword}
            autoComplete="new-password"
            hint="At least 8 characters."
          />
          <PasswordField
            id="reset-password-confirm"
            label="Confirm new password"
            value={confirmation}
            onChange={setConfirmation}
            autoComplete="new-password"
          />
          {error ? <ErrorNotice ref={errorRef}>{error}</ErrorNotice> : null}
          <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={busy}>
            {busy ? <LoaderCircle size={18} className="spin" aria-hidden="true" /> : null}
            {busy ? 'Saving...' : 'Save New Password'}
          </button>
        </form>
      )}

      <p className="auth-card__switch">
        <Link to="/auth?mode=login">Back to sign in</Link>
      </p>
    </AuthLayout>
  );
}
