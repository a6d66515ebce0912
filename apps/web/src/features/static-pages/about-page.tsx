// /about
import { CloudOff, HeartHandshake, ShieldCheck, Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SUPPORT_EMAILS } from '../site/support-emails';
import { Section, StaticPage } from './static-page';

const VALUES = [
  {
    icon: Sparkles,
    title: 'Free for couples',
    text: 'The tools you need to plan a wedding should not be another line in your budget.',
  },
  {
    icon: HeartHandshake,
    title: 'Built for two (or three)',
    text: 'Partners and planners edit the same plan at the same time, and see each other’s changes live.',
  },
  {
    icon: CloudOff,
    title: 'Works where you are',
    text: 'Venues, vineyards and barns rarely have signal. Confetti keeps working offline and syncs later.',
  },
  {
    icon: ShieldCheck,
    title: 'Your data is yours',
    text: 'We store your plan to run the planner for you. We never sell it or use it for ads.',
  },
] as const;

export function AboutPage() {
  return (
    <StaticPage
      eyebrow="About us"
      title="Planning a wedding should feel like a celebration"
      intro="Confetti is a free, collaborative wedding planner. Our mission is to give every couple calm, beautiful tools to plan their day together, whatever their budget."
    >
      <Section title="Why we built Confetti">
        <p>
          Most couples plan their wedding across a dozen spreadsheets, group chats and email threads, often
          while working full time. Wedding software tends to be either expensive or paid for by selling
          couples' attention and data to advertisers.
        </p>
        <p>
          We think there is a better way: one place for the checklist, budget, guests, vendors, seating and
          the run of show, shared live with the people who are planning with you, and free for couples.
        </p>
      </Section>

      <Section title="What we believe">
        <ul className="about-values">
          {VALUES.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <span className="about-values__icon">
                <Icon size={20} aria-hidden="true" />
              </span>
              <div>
                <h3>{title}</h3>
                <p>{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="The team">
        <p>
          We are a small, independent team of engineers and designers. We build Confetti in close conversation
          with the couples and planners who use it: the planner is free in exchange for your feedback, and
          that feedback decides what we build next.
        </p>
      </Section>

      <Section title="How Confetti stays sustainable">
        <p>
          Couples will always be able to plan for free. Over time we plan to offer optional extras for couples
          who want more, and tools for wedding businesses through our vendor directory. We will never sell
          your data.
        </p>
      </Section>

      <Section title="Say hello">
        <p>
          We would love to hear from you at{' '}
          <a href={`mailto:${SUPPORT_EMAILS.contact}`}>{SUPPORT_EMAILS.contact}</a>. Wedding business? Reach
          us at <a href={`mailto:${SUPPORT_EMAILS.vendors}`}>{SUPPORT_EMAILS.vendors}</a> or{' '}
          <Link to="/vendor">list your business</Link>.
        </p>
        <p>
          <Link to="/auth?mode=signup" className="btn btn--primary btn--lg about-cta">
            Start Planning Free
          </Link>
        </p>
      </Section>
    </StaticPage>
  );
}
