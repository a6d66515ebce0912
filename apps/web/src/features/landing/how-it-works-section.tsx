// "How it works": four steps from sign-up to planning together.
const STEPS = [
  {
    title: 'Create your free account',
    text: 'Sign up with your email in under a minute. No credit card, no trial, no catch.',
  },
  {
    title: 'Tell us about your day',
    text: 'Add your date, budget, guest count, style and location. Your checklist and budget split are tailored to them.',
  },
  {
    title: 'Plan step by step',
    text: 'Work through expert-timed tasks, track every payment, collect RSVPs and arrange your seating chart.',
  },
  {
    title: 'Bring in your people',
    text: 'Invite your partner and planner to plan alongside you, live, on any device, online or off.',
  },
] as const;

export function HowItWorksSection() {
  return (
    <section id="how-it-works" className="landing-section how" aria-labelledby="how-title">
      <div className="container">
        <header className="section-head">
          <p className="eyebrow">How it works</p>
          <h2 id="how-title">From engaged to organized in four easy steps</h2>
        </header>
        <ol className="how__steps">
          {STEPS.map((step, index) => (
            <li key={step.title} className="how__step">
              <span className="how__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
