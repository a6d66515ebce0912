// The closing call to action before the footer.
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';

export function CtaBand() {
  return (
    <section className="cta-band" aria-labelledby="cta-title">
      <div className="container">
        <div className="cta-band__panel">
          <svg className="cta-band__rings" viewBox="0 0 200 120" aria-hidden="true">
            <circle cx="78" cy="64" r="42" fill="none" stroke="#e5cd98" strokeWidth="5" />
            <circle cx="122" cy="64" r="42" fill="none" stroke="#f8e6e3" strokeWidth="5" opacity="0.8" />
          </svg>
          <h2 id="cta-title">Start planning the day you have been dreaming of</h2>
          <p>Free forever for couples. Set up your planner in under two minutes.</p>
          <div className="cta-band__actions">
            <Link to="/auth?mode=signup" className="btn btn--light btn--lg">
              Create Your Free Planner
              <ArrowRight size={18} aria-hidden="true" />
            </Link>
            <Link to="/auth?mode=login" className="btn btn--outline-light btn--lg">
              I Already Have an Account
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
