// "Pricing": Core, always free at $0/month, and Pro, coming soon, with a waitlist sign-up.
import { Check, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { WaitlistForm } from './waitlist-form';
import './pricing.css';

const CORE_FEATURES = [
  'Wedding countdown & dashboard',
  'Expert-guided planning checklist',
  'Budget tracking with payments',
  'Guest list & RSVP tracking',
  'Vendor management tools',
  'Drag-and-drop seating charts',
  'Run of show timeline',
  'Real-time planning with your partner & planner',
  'Works offline on every device',
] as const;

const PRO_FEATURES = [
  'Advanced analytics',
  'Enhanced customization',
  'Premium support',
  'Early access to new features',
] as const;

export function PricingSection() {
  const [waitlistOpen, setWaitlistOpen] = useState(false);
  return (
    <section id="pricing" className="landing-section pricing" aria-labelledby="pricing-title">
      <div className="container">
        <header className="section-head">
          <p className="eyebrow">Pricing</p>
          <h2 id="pricing-title">Simple pricing: free for couples</h2>
          <p>Everything you need to plan your wedding costs nothing. Not now, not later.</p>
        </header>

        <div className="pricing__plans">
          <article className="plan plan--core" aria-labelledby="plan-core">
            <div className="plan__top">
              <h3 id="plan-core">Core</h3>
              <span className="badge badge--rose">Always free</span>
            </div>
            <p className="plan__price">
              <span className="plan__amount">$0</span>
              <span className="plan__period">/month</span>
            </p>
            <p className="plan__summary">Every planning tool, for as long as you are planning.</p>
            <ul className="plan__features">
              {CORE_FEATURES.map((feature) => (
                <li key={feature}>
                  <Check size={18} className="plan__check" aria-hidden="true" />
                  {feature}
                </li>
              ))}
            </ul>
            <Link to="/auth?mode=signup" className="btn btn--primary btn--lg btn--block">
              Start Planning Free
            </Link>
          </article>

          <article className="plan plan--pro" aria-labelledby="plan-pro">
            <svg className="plan__ornament" viewBox="0 0 120 120" aria-hidden="true">
              <circle cx="48" cy="64" r="30" fill="none" stroke="currentColor" strokeWidth="3" />
              <circle
                cx="74"
                cy="64"
                r="30"
                fill="none"
                stroke="currentColor"
                strokeWidth="3"
                opacity="0.6"
              />
              <path d="M61 14l3 9 9 3-9 3-3 9-3-9-9-3 9-3z" fill="currentColor" />
            </svg>
            <div className="plan__top">
              <h3 id="plan-pro">
                Pro <Sparkles size={18} className="plan__sparkle" aria-hidden="true" />
              </h3>
              <span className="badge">Coming soon</span>
            </div>
            <p className="plan__summary plan__summary--pro">
              For couples who want even more: deeper insight and a more personal planner.
            </p>
            <p className="plan__includes">Everything in Core, plus:</p>
            <ul className="plan__features plan__features--pro">
              {PRO_FEATURES.map((feature) => (
                <li key={feature}>
                  <Check size={18} className="plan__check" aria-hidden="true" />
                  {feature}
                </li>
              ))}
            </ul>
            <p className="plan__note">
              Core stays free when Pro arrives. Join the waitlist and we will tell you first.
            </p>
            {waitlistOpen ? (
              <WaitlistForm />
            ) : (
              <button
                type="button"
                className="btn btn--light btn--lg btn--block"
                onClick={() => setWaitlistOpen(true)}
              >
                Be the First to Know
              </button>
            )}
          </article>
        </div>
      </div>
    </section>
  );
}
