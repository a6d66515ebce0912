// The landing page's first screen: rotating headline, the promise, and a drawn planner preview.
import { ArrowRight, CloudOff, HeartHandshake, Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import { HeroIllustration } from './hero-illustration';
import { useRotatingHeroWord } from './hero-words';
import './hero.css';

export function Hero() {
  const word = useRotatingHeroWord();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__backdrop" aria-hidden="true" />
      <div className="container hero__grid">
        <div className="hero__copy">
          <p className="hero__kicker">
            <Sparkles size={16} aria-hidden="true" />
            The free wedding planner for couples
          </p>
          <h1 id="hero-title" className="hero__title">
            Plan Your{' '}
            <span className="hero__word-slot">
              <span key={word} className="hero__word">
                {word}
              </span>
            </span>
          </h1>
          <p className="hero__lead">
            Checklist, budget, guests, vendors, seating and the run of show, all in one calm place. Plan
            together with your partner and planner in real time, even when you're offline.
          </p>
          <div className="hero__actions">
            <Link to="/auth?mode=signup" className="btn btn--primary btn--lg">
              Start Planning Free
              <ArrowRight size={18} aria-hidden="true" />
            </Link>
            <a href="#how-it-works" className="btn btn--secondary btn--lg">
              See How It Works
            </a>
          </div>
          <ul className="hero__proof">
            <li>
              <span className="hero__proof-dot" aria-hidden="true" />
              Free forever, no credit card
            </li>
            <li>
              <HeartHandshake size={16} aria-hidden="true" />
              Plan with your partner
            </li>
            <li>
              <CloudOff size={16} aria-hidden="true" />
              Works offline
            </li>
          </ul>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}
