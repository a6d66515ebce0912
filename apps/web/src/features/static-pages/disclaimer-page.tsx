// /disclaimer
import { SUPPORT_EMAILS } from '../site/support-emails';
import { LEGAL_LAST_UPDATED, Section, StaticPage } from './static-page';

export function DisclaimerPage() {
  return (
    <StaticPage
      eyebrow="Legal"
      title="Disclaimer"
      intro="Confetti is a planning tool. It helps you stay organized, but it cannot replace your own judgement, your contracts or professional advice."
      updated={LEGAL_LAST_UPDATED}
    >
      <Section title="Planning guidance is general">
        <p>
          Checklists, booking lead times, suggested budget shares and reminders are typical guidance drawn
          from common wedding-planning practice. Real timelines and prices vary with your location, season,
          guest count and vendors. Treat them as a starting point, not a promise.
        </p>
      </Section>

      <Section title="Not professional advice">
        <p>
          Nothing on Confetti is legal, financial, tax or other professional advice. For marriage licenses,
          contracts, visas or large financial decisions, consult a qualified professional.
        </p>
      </Section>

      <Section title="Budgets and payments">
        <p>
          The budget tools add up the figures you enter. Confetti does not process payments to your vendors.
          Always check amounts and due dates against your contracts and invoices.
        </p>
      </Section>

      <Section title="Vendors and products">
        <p>
          Vendor listings and, when they arrive, registry products are provided by third parties. We do not
          verify every listing and we do not endorse any vendor or product. Check reviews, licenses, insurance
          and contract terms before you book or buy.
        </p>
      </Section>

      <Section title="No warranty">
        <p>
          The Service is provided "as is" and "as available", without warranties of any kind, express or
          implied, including fitness for a particular purpose and uninterrupted or error-free operation. We
          work hard to keep your plan safe and in sync, but please keep your own copies of important documents
          such as contracts and receipts.
        </p>
      </Section>

      <Section title="Limitation of liability">
        <p>
          To the fullest extent the law allows, Confetti is not liable for losses arising from your use of the
          Service, from vendors or products you find through it, or from decisions made based on its guidance.
          Some places do not allow these limits, in which case they apply only as far as the law permits.
        </p>
      </Section>

      <Section title="Links to other sites">
        <p>
          Confetti may link to websites we do not control. We are not responsible for their content or their
          privacy practices.
        </p>
      </Section>

      <Section title="Questions">
        <p>
          Write to <a href={`mailto:${SUPPORT_EMAILS.legal}`}>{SUPPORT_EMAILS.legal}</a>.
        </p>
      </Section>
    </StaticPage>
  );
}
