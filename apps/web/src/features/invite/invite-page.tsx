// /invite/:token: where a partner or planner lands from an invitation link. A placeholder screen
// until accepting invitations is built.
import { MailOpen } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { BrandLogo } from '../site/brand-logo';
import './invite-page.css';

export function InvitePage() {
  const { token = '' } = useParams();
  const next = encodeURIComponent(`/invite/${token}`);
  return (
    <main id="main" className="invite">
      <title>Invitation · Confetti</title>
      <div className="invite__card">
        <Link to="/" className="invite__brand" aria-label="Confetti home">
          <BrandLogo />
        </Link>
        <span className="invite__icon">
          <MailOpen size={30} aria-hidden="true" />
        </span>
        <h1>Invitation</h1>
        <p>
          You have been invited to help plan a wedding on Confetti. Accepting invitations will open on this
          page very soon; keep this link handy.
        </p>
        <div className="invite__actions">
          <Link to={`/auth?mode=login&next=${next}`} className="btn btn--primary btn--lg">
            Sign In
          </Link>
          <Link to={`/auth?mode=signup&next=${next}`} className="btn btn--secondary btn--lg">
            Create Account
          </Link>
        </div>
      </div>
    </main>
  );
}
