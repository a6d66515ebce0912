// /terms-of-service
import { Link } from 'react-router-dom';
import { SUPPORT_EMAILS } from '../site/support-emails';
import { LEGAL_LAST_UPDATED, Section, StaticPage } from './static-page';

export function TermsPage() {
  return (
    <StaticPage
      eyebrow="Legal"
      title="Terms of Service"
      intro="The agreement between you and Confetti when you use our wedding planner. We have tried to keep it short and in plain language."
      updated={LEGAL_LAST_UPDATED}
    >
      <Section title="1. Agreeing to these terms">
        <p>
          These terms apply to everyone who uses Confetti: the website, the planner at /app and any related
          services (together, the "Service"). By creating an account or using the Service you agree to these
          terms and to our <Link to="/privacy-policy">Privacy Policy</Link>. If you do not agree, please do
          not use the Service.
        </p>
      </Section>

      <Section title="2. Free for couples">
        <p>
          Confetti is free for couples. Every planning tool in our Core plan (checklist, budget and payments,
          guests and RSVPs, vendors, seating charts, run of show and collaboration) costs nothing, and we will
          not move those tools behind a paywall. In return we ask for your honest feedback.
        </p>
        <p>
          We may one day offer optional paid extras (a "Pro" plan). We will never charge you without your
          explicit agreement, and paid extras will always be clearly marked before you choose them.
        </p>
      </Section>

      <Section title="3. Your account">
        <ul>
          <li>You must be at least 16 years old to create an account.</li>
          <li>
            Use an email address you control; we use it to confirm your account and reset your password.
          </li>
          <li>
            Keep your password to yourself. You are responsible for what happens under your account, so tell
            us at once at <a href={`mailto:${SUPPORT_EMAILS.contact}`}>{SUPPORT_EMAILS.contact}</a> if you
            think someone else has used it.
          </li>
          <li>One person per account. Invite your partner or planner instead of sharing a password.</li>
        </ul>
      </Section>

      <Section title="4. Planning together">
        <p>
          You can invite your partner, a wedding planner or others to your plan. Depending on the role you
          give them (partner, planner or viewer), they can see or change your plan, including your guest list
          and budget. Only invite people you trust; you can remove them at any time, and their access ends
          immediately.
        </p>
      </Section>

      <Section title="5. Your content">
        <p>
          Everything you add to Confetti (wedding details, guests, budgets, notes, photos) remains yours. You
          give us permission to store, copy, sync and display it only as needed to run the Service for you and
          the people you share your plan with. We do not sell it and we do not use it for advertising.
        </p>
        <p>
          You are responsible for the content you add, including having a good reason to store information
          about your guests, such as names, addresses and dietary needs.
        </p>
      </Section>

      <Section title="6. Acceptable use">
        <p>Please do not:</p>
        <ul>
          <li>break the law, or use the Service to harass, deceive or send spam to anyone;</li>
          <li>try to access accounts or plans that are not yours, or probe, scan or overload our systems;</li>
          <li>copy or scrape the Service or its directory in bulk, or resell it;</li>
          <li>upload anything that infringes someone else's rights or contains malware.</li>
        </ul>
      </Section>

      <Section title="7. Vendors and other businesses">
        <p>
          Businesses that list themselves on Confetti agree to our{' '}
          <Link to="/vendor-terms">Vendor Terms</Link>. Any agreement you make with a vendor is between you
          and that vendor. We do not endorse vendors and are not a party to your contracts with them.
        </p>
      </Section>

      <Section title="8. Changes to the Service">
        <p>
          We are improving Confetti all the time, so features will change. If we ever need to shut down a
          feature that holds your data, we will give you reasonable notice and a way to export what is yours.
        </p>
      </Section>

      <Section title="9. Ending your account">
        <p>
          You can stop using Confetti and ask us to delete your account at any time. We may suspend or close
          accounts that break these terms or put other people or the Service at risk; where it is safe to do
          so, we will tell you why first.
        </p>
      </Section>

      <Section title="10. No warranty and limits on liability">
        <p>
          The Service is provided "as is" and "as available", as described in our{' '}
          <Link to="/disclaimer">Disclaimer</Link>. To the fullest extent the law allows, Confetti is not
          liable for indirect or consequential losses, or for lost data, profits or deposits, arising from
          your use of the Service. Nothing in these terms limits rights you have under consumer law that
          cannot be limited.
        </p>
      </Section>

      <Section title="11. Changes to these terms">
        <p>
          If we change these terms in a way that matters, we will tell you by email or in the app before the
          change takes effect. Continuing to use Confetti after that means you accept the new terms.
        </p>
      </Section>

      <Section title="12. Contact">
        <p>
          Questions about these terms? Write to{' '}
          <a href={`mailto:${SUPPORT_EMAILS.legal}`}>{SUPPORT_EMAILS.legal}</a>.
        </p>
      </Section>
    </StaticPage>
  );
}
