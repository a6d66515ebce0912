// "Why free": the deal with couples — the planner is free in exchange for feedback.
import { MessageCircleHeart, ShieldCheck, Sparkles } from 'lucide-react';

const PROMISES = [
  {
    icon: MessageCircleHeart,
    title: 'Your feedback shapes Confetti',
    text: 'Tell us what helps, what is missing and what gets in the way. Real couples decide what we build next.',
  },
  {
    icon: ShieldCheck,
    title: 'We never sell your data',
    text: 'Your plans, guests and budget are yours. No ads, no data brokers, no surprises.',
  },
  {
    icon: Sparkles,
    title: 'Core stays free, always',
    text: 'The tools you plan with today will not move behind a paywall tomorrow.',
  },
] as const;

export function WhyFreeSection() {
  return (
    <section className="landing-section why-free" aria-labelledby="why-free-title">
      <div className="container">
        <div className="why-free__inner">
          <div className="why-free__copy">
            <p className="eyebrow">Why free?</p>
            <h2 id="why-free-title">Free, in exchange for your feedback</h2>
            <p>
              Wedding planning tools should not cost you another line in the budget. Confetti is free for
              couples in exchange for honest feedback: use it, tell us what you think, and help us make the
              planner every couple deserves.
            </p>
          </div>
          <ul className="why-free__list">
            {PROMISES.map(({ icon: Icon, title, text }) => (
              <li key={title}>
                <span className="why-free__icon">
                  <Icon size={20} aria-hidden="true" />
                </span>
                <div>
                  <h3>{title}</h3>
                  <p>{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
