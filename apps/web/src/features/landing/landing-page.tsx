// The public landing page (spec §2 "Landing page"): hero, features, how it works, pricing, why free.
import { useEffect } from 'react';
import { SkipLink } from '../../lib/skip-link';
import { SiteFooter } from '../site/site-footer';
import { SiteHeader } from '../site/site-header';
import { CtaBand } from './cta-band';
import { FeaturesSection } from './features-section';
import { Hero } from './hero';
import { HowItWorksSection } from './how-it-works-section';
import { PricingSection } from './pricing-section';
import { WhyFreeSection } from './why-free-section';
import './landing.css';
import { usePageMeta } from '../../ssr/page-meta';

/** Arriving from another page at /#pricing: scroll there once the sections exist. */
function useScrollToHashOnArrival() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
}

export function LandingPage() {
  useScrollToHashOnArrival();
  usePageMeta({
    title: 'Confetti · The Free Wedding Planner for Couples',
    description:
      'Confetti is a free wedding planner for couples: checklist, budget with payments, guest list and RSVPs, vendors, drag-and-drop seating charts and run of show. Plan together in real time, even offline.',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebApplication',
      name: 'Confetti',
      applicationCategory: 'LifestyleApplication',
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    },
  });
  return (
    <>
      <SkipLink />
      <SiteHeader onLandingPage />
      <main id="main" className="landing">
        <Hero />
        <FeaturesSection />
        <HowItWorksSection />
        <PricingSection />
        <WhyFreeSection />
        <CtaBand />
      </main>
      <SiteFooter />
    </>
  );
}
