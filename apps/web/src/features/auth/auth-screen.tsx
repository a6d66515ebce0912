// The auth screen (spec §2 "Auth screen", §4, §5): one form with Sign In and Create Account modes,
// a forgot-password view, and the check-your-email panel after sign-up. The mode lives in the URL
// (?mode=login|signup|forgot) so links, the back button and the landing-page buttons agree.
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { serviceMessageOr } from '../../lib/api';
import { ErrorNotice } from '../../lib/error-notice';
import {
  clearSessionEndNotice,
  isSession,
  sessionEndedEmail,
  sessionEndNotice,
  sessionQueryKey,
  type UserType,
} from '../../lib/session';
import { useTypedBeforeHydration } from '../../lib/typed-before-hydration';
import { UnsentFormNotice } from '../../lib/unsent-form-notice';
import { useFocusedError } from '../../lib/use-focused-error';
import { usePageMeta } from '../../ssr/page-meta';
import { DISPLAY_NAME_MAX_LENGTH, signIn, signUp } from './api';
import { AuthLayout } from './auth-layout';
import { CheckEmail } from './check-email';
import { ForgotPasswordForm } from './forgot-password-form';
import { TERMS_REQUIRED_MESSAGE, UNEXPECTED_ERROR_MESSAGE, VENDOR_TERMS_REQUIRED_MESSAGE } from './messages';
import { DEFAULT_AFTER_SIGN_IN, safeNextPath } from './next-path';
import { PasswordField } from './password-field';

export type AuthMode = 'login' | 'signup';
type AuthView = AuthMode | 'forgot';

/**
 * What the server says with `?notice=` when it sends someone here: an email confirmation link that
 * was used already or expired (GET /api/auth/confirm).
 */
export const AUTH_NOTICES: Record<string, string> = {
  'link-invalid':
    'This confirmation link has expired or was already used. If you confirmed your email before, sign in below.',
};

const AUTH_DESCRIPTIONS: Record<UserType, string> = {
  couple:
    'Sign in to Confetti, or create your free account to plan your wedding with your partner and planner.',
  vendor: 'Sign in to Confetti for Vendors, or create an account to list your business for couples nearby.',
};

/** The page title of each view: what its heading says. */
const VIEW_TITLES: Record<AuthView, string> = {
  login: 'Sign In',
  signup: 'Create Account',
  forgot: 'Reset Your Password',
};

function viewFromParam(param: string | null, fallback: AuthMode): AuthView {
  return param === 'login' || param === 'signup' || param === 'forgot' ? param : fallback;
}

export interface AuthScreenProps {
  /** The mode when the URL has no `?mode=`. */
  defaultMode?: AuthMode;
  /** Where to go after signing in when the URL has no `?next=`. */
  redirectTo?: string;
  /** Vendors sign up for a vendor account (the vendor portal's own words and `userType: "vendor"`). */
  audience?: UserType;
}

export function AuthScreen({
  defaultMode = 'login',
  redirectTo = DEFAULT_AFTER_SIGN_IN,
  audience = 'couple',
}: AuthScreenProps) {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const view = viewFromParam(searchParams.get('mode'), defaultMode);
  const [email, setEmail] = useState(() => searchParams.get('email') ?? sessionEndedEmail() ?? '');

  /** A link to this screen in another view, keeping `next` and the typed email. */
  const hrefFor = (mode: AuthView) => {
    const params = new URLSearchParams(searchParams);
    params.set('mode', mode);
    params.delete('email');
    return `${location.pathname}?${params.toString()}`;
  };

  // Through the page's head, not a <title> in the tree: the server writes it into the HTML's <head>
  // with a description and canonical address (a <title> element rendered there lands in the body).
  usePageMeta({
    title: `${VIEW_TITLES[view]}${audience === 'vendor' ? ' · Confetti for Vendors' : ' · Confetti'}`,
    description: AUTH_DESCRIPTIONS[audience],
  });

  return (
    <AuthLayout audience={audience}>
      {view === 'forgot' ? (
        <ForgotPasswordForm email={email} onEmailChange={setEmail} signInHref={hrefFor('login')} />
      ) : (
        <AuthForm
          key={view}
          mode={view}
          email={email}
          onEmailChange={setEmail}
          hrefFor={hrefFor}
          afterSignIn={safeNextPath(searchParams.get('next')) ?? redirectTo}
          audience={audience}
          notice={
            view === 'login' ? (AUTH_NOTICES[searchParams.get('notice') ?? ''] ?? sessionEndNotice()) : null
          }
        />
      )}
    </AuthLayout>
  );
}

interface AuthFormProps {
  mode: AuthMode;
  email: string;
  onEmailChange: (email: string) => void;
  hrefFor: (view: AuthView) => string;
  afterSignIn: string;
  audience: UserType;
  /** A message from whatever sent the visitor here (see AUTH_NOTICES). */
  notice?: string | null;
}

const HEADINGS: Record<UserType, Record<AuthMode, { title: string; lead: string }>> = {
  couple: {
    signup: { title: 'Create your account', lead: 'Start planning in minutes. Free for couples, always.' },
    login: { title: 'Welcome back', lead: 'Sign in to pick up right where you left off.' },
  },
  vendor: {
    signup: {
      title: 'Create your vendor account',
      lead: 'List your business, answer inquiries and see how couples find you. Free during early access.',
    },
    login: { title: 'Vendor sign in', lead: 'Sign in to your listing, inquiries and promotions.' },
  },
};

function AuthForm({ mode, email, onEmailChange, hrefFor, afterSignIn, audience, notice }: AuthFormProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [agreedToTerms, setAgreedToTerms] = useState(false);
  const [busy, setBusy] = useState(false);
  const { error, showError, clearError, errorRef } = useFocusedError();
  const [confirmationSentTo, setConfirmationSentTo] = useState<string | null>(null);
  const isSignUp = mode === 'signup';
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, (name, value) => {
    if (name === 'email' && typeof value === 'string') onEmailChange(value);
    else if (name === 'name' && typeof value === 'string') setDisplayName(value);
    else if (name === 'auth-password' && typeof value === 'string') setPassword(value);
    else if (name === 'terms') setAgreedToTerms(value === true);
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearError();
    if (isSignUp && !agreedToTerms) {
      showError(audience === 'vendor' ? VENDOR_TERMS_REQUIRED_MESSAGE : TERMS_REQUIRED_MESSAGE);
      return;
    }
    setBusy(true);
    try {
      if (isSignUp) {
        await signUp({
          email,
          password,
          agreeToTerms: true,
          displayName: displayName.trim(),
          ...(audience === 'vendor' ? { userType: 'vendor' as const } : {}),
          // The confirmation link leads back to what they came to do (a gift to add, a page).
          ...(afterSignIn !== DEFAULT_AFTER_SIGN_IN ? { next: afterSignIn } : {}),
        });
        setConfirmationSentTo(email);
      } else {
        const session = await signIn({ email, password });
        // Seed the session so the planner renders at once, then confirm it with the server.
        clearSessionEndNotice();
        if (isSession(session)) queryClient.setQueryData(sessionQueryKey, session);
        navigate(afterSignIn, { replace: true });
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      }
    } catch (caught) {
      showError(serviceMessageOr(caught, UNEXPECTED_ERROR_MESSAGE));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <header className="auth-card__head">
        <h1>{HEADINGS[audience][mode].title}</h1>
        <p>{HEADINGS[audience][mode].lead}</p>
      </header>

      {notice ? (
        <p className="notice notice--error" role="status">
          <CircleAlert size={18} aria-hidden="true" />
          {notice}
        </p>
      ) : null}

      <UnsentFormNotice />

      <form method="post" className="auth-form" onSubmit={onSubmit} ref={formRef}>
        {confirmationSentTo ? (
          <CheckEmail>
            <p>
              We sent a confirmation link to <strong>{confirmationSentTo}</strong>. Open it to activate your
              account and you'll go straight to{' '}
              {afterSignIn.startsWith('/invite/')
                ? 'your invitation'
                : audience === 'vendor'
                  ? 'your vendor portal'
                  : 'your planner'}
              .
            </p>
            <p className="check-email__hint">
              Nothing there? Look in your spam or promotions folder. The link works once.
            </p>
          </CheckEmail>
        ) : (
          <>
            {isSignUp ? (
              <div className="field">
                <label className="field__label" htmlFor="auth-name">
                  Your name
                </label>
                <input
                  id="auth-name"
                  className="input"
                  type="text"
                  name="name"
                  autoComplete="name"
                  placeholder="Maya"
                  aria-describedby="auth-name-hint"
                  maxLength={DISPLAY_NAME_MAX_LENGTH}
                  value={displayName}
                  onChange={(event) => setDisplayName(event.target.value)}
                />
                <span className="field__hint" id="auth-name-hint">
                  {audience === 'vendor'
                    ? 'What your team will see.'
                    : 'What your partner and planner will see.'}
                </span>
              </div>
            ) : null}
            <div className="field">
              <label className="field__label" htmlFor="auth-email">
                Email
              </label>
              <input
                id="auth-email"
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

            <PasswordField
              id="auth-password"
              label="Password"
              value={password}
              onChange={setPassword}
              autoComplete={isSignUp ? 'new-password' : 'current-password'}
              {...(isSignUp ? { hint: 'At least 8 characters.' } : {})}
            />

            {isSignUp ? (
              <div className="auth-terms">
                <input
                  id="auth-terms"
                  name="terms"
                  type="checkbox"
                  checked={agreedToTerms}
                  onChange={(event) => setAgreedToTerms(event.target.checked)}
                />
                <label htmlFor="auth-terms">
                  I agree to the{' '}
                  <a
                    href={audience === 'vendor' ? '/vendor-terms' : '/terms-of-service'}
                    target="_blank"
                    rel="noopener"
                  >
                    {audience === 'vendor' ? 'Vendor Terms' : 'Terms of Service'}
                  </a>{' '}
                  and{' '}
                  <a href="/privacy-policy" target="_blank" rel="noopener">
                    Privacy Policy
                  </a>
                </label>
              </div>
            ) : (
              <p className="auth-form__forgot">
                <Link to={hrefFor('forgot')}>Forgot password?</Link>
              </p>
            )}

            {error ? <ErrorNotice ref={errorRef}>{error}</ErrorNotice> : null}

            <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={busy}>
              {busy ? <LoaderCircle size={18} className="spin" aria-hidden="true" /> : null}
              {submitLabel(isSignUp, busy)}
            </button>
          </>
        )}
      </form>

      <p className="auth-card__switch">
        {isSignUp ? 'Already have an account?' : 'New to Confetti?'}{' '}
        <Link to={hrefFor(isSignUp ? 'login' : 'signup')}>
          {isSignUp ? 'Sign in' : 'Create a free account'}
        </Link>
      </p>
    </>
  );
}

function submitLabel(isSignUp: boolean, busy: boolean): string {
  if (isSignUp) return busy ? 'Creating Account...' : 'Create Account';
  return busy ? 'Signing In...' : 'Sign In';
}
