// /vendor-terms
import { Link } from 'react-router-dom';
import { SUPPORT_EMAILS } from '../site/support-emails';
import { LEGAL_LAST_UPDATED, Section, StaticPage } from './static-page';

export function VendorTermsPage() {
  return (
    <StaticPage
      eyebrow="Legal"
      title="Vendor Terms"
      intro="The terms for wedding businesses that list in the Confetti vendor directory. They apply in addition to our Terms of Service."
      updated={LEGAL_LAST_UPDATED}
    >
      <Section title="1. Who can list">
        <p>
          Any genuine business that offers wedding services or products (venues, planners, caterers,
          photographers, florists, musicians and the like) may create a listing. You must be authorized to act
          for the business and hold any licenses and insurance the law requires for your work.
        </p>
      </Section>

      <Section title="2. Your listing">
        <ul>
          <li>Keep it accurate and up to date: services, service area, prices and contact details.</li>
          <li>Only upload photos and text that you own or have permission to use.</li>
          <li>No fake reviews, misleading claims, or listings for businesses that are not yours.</li>
        </ul>
        <p>
          You keep ownership of your listing content and give Confetti permission to display it in the
          directory, in search results and in couples' planners, and to make thumbnails and excerpts of it.
        </p>
      </Section>

      <Section title="3. Inquiries from couples">
        <p>
          When a couple sends you an inquiry, you receive their name and contact details so you can answer
          them. Use those details only to respond to that inquiry and to work with that couple. Do not add
          them to mailing lists without consent, share them, or sell them.
        </p>
      </Section>

      <Section title="4. Promotions">
        <p>
          Promotions and special offers you publish must be real, and you must honor them under the terms you
          state, for couples who claim them while they are shown.
        </p>
      </Section>

      <Section title="5. Fees">
        <p>
          Listing your business is free while the directory is in early access. If we introduce paid features
          for vendors, we will announce them in advance, they will be optional, and we will never charge you
          without your agreement.
        </p>
      </Section>

      <Section title="6. Placement and analytics">
        <p>
          We decide how listings are ordered and displayed, and we do not guarantee any number of views,
          inquiries or bookings. We show you statistics about your listing, such as views and inquiries, to
          help you understand how it is doing.
        </p>
      </Section>

      <Section title="7. Removal">
        <p>
          You can edit or remove your listing at any time. We may remove or suspend listings that break these
          terms, receive well-founded complaints, or put couples at risk.
        </p>
      </Section>

      <Section title="8. Your relationship with couples">
        <p>
          Contracts, payments and services are between you and the couples you work with. Confetti is not a
          party to them and is not responsible for them. See also our <Link to="/disclaimer">Disclaimer</Link>
          .
        </p>
      </Section>

      <Section title="9. Contact">
        <p>
          Questions about listing your business? Write to{' '}
          <a href={`mailto:${SUPPORT_EMAILS.vendors}`}>{SUPPORT_EMAILS.vendors}</a>.
        </p>
      </Section>
    </StaticPage>
  );
}
