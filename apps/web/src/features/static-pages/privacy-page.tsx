// /privacy-policy
import { SUPPORT_EMAILS } from '../site/support-emails';
import { LEGAL_LAST_UPDATED, Section, StaticPage } from './static-page';

export function PrivacyPage() {
  return (
    <StaticPage
      eyebrow="Legal"
      title="Privacy Policy"
      intro="What we collect, where it lives, who can see it, and the choices you have. The short version: your wedding plan is yours, and we never sell your data."
      updated={LEGAL_LAST_UPDATED}
    >
      <Section title="What we collect">
        <h3>Your account</h3>
        <p>
          Your email address, your account type (couple or vendor) and your password. We never store your
          password itself, only a strong one-way hash of it.
        </p>
        <h3>Your wedding plan</h3>
        <p>
          What you and your collaborators enter: wedding details and an optional couple photo, checklist
          tasks, budget items and payments, guests and RSVPs, vendors, seating charts and your run of show.
        </p>
        <h3>Sharing and invitations</h3>
        <p>The email addresses of people you invite, and the role you give each of them.</p>
        <h3>Technical information</h3>
        <p>
          A session cookie that keeps you signed in, and short-lived records such as IP addresses and request
          logs that we use to keep the Service secure and to stop abuse like password guessing.
        </p>
        <h3>The Pro waitlist</h3>
        <p>If you join it, the email address you give us, used only to tell you when Pro launches.</p>
      </Section>

      <Section title="Where your data is stored">
        <p>
          Your account and plan are stored in our database on servers we operate or rent from our hosting
          provider. So that the planner works offline, a copy of your plan is also kept in your browser on
          your own device; signing out and clearing your browser's site data removes it.
        </p>
      </Section>

      <Section title="How we use it">
        <ul>
          <li>to run the planner and keep your plan in sync across your devices and collaborators;</li>
          <li>to send the emails the Service needs: confirmations, password resets and invitations;</li>
          <li>to protect your account and the Service from fraud and abuse;</li>
          <li>to understand, from your feedback, how to make Confetti better.</li>
        </ul>
      </Section>

      <Section title="Who can see it">
        <p>
          <strong>People you share your plan with.</strong> Your partner, planner or anyone else you invite
          can see your plan according to the role you give them, until you remove them.
        </p>
        <p>
          <strong>Service providers.</strong> Companies that host our servers or deliver our emails process
          data for us under contract, only to provide those services.
        </p>
        <p>
          <strong>When the law requires it.</strong> We disclose data only in response to valid legal process,
          and we will tell you unless we are forbidden to.
        </p>
        <p className="callout">
          <strong>We never sell your data</strong>, rent it, or use it for advertising. There are no
          advertising or tracking cookies on Confetti.
        </p>
      </Section>

      <Section title="Information about your guests">
        <p>
          Your guest list contains information about other people. We use it only to provide the planner to
          you and your collaborators, and we never contact your guests for our own purposes.
        </p>
      </Section>

      <Section title="How long we keep it">
        <p>
          We keep your data while your account is open. When you delete your account, we delete your plan and
          account data within 30 days, except where the law requires us to keep a record. Backups roll over
          and are erased within a further 30 days.
        </p>
      </Section>

      <Section title="Your choices and rights">
        <p>
          You can see and edit your plan at any time in the planner. You can ask us for a copy of your data,
          for corrections, or for deletion by writing to{' '}
          <a href={`mailto:${SUPPORT_EMAILS.legal}`}>{SUPPORT_EMAILS.legal}</a>. Depending on where you live
          you may have further rights, and you may complain to your data protection authority.
        </p>
      </Section>

      <Section title="Security">
        <p>
          Connections are encrypted, passwords are hashed with a modern memory-hard algorithm, sessions can be
          ended at any time, and every request is checked against the plan's members and their roles. No
          system is perfectly secure; if something goes wrong, we will tell affected users promptly.
        </p>
      </Section>

      <Section title="Children">
        <p>Confetti is not meant for children under 16, and we do not knowingly collect their data.</p>
      </Section>

      <Section title="Changes and contact">
        <p>
          If we change this policy in a way that matters, we will tell you before it takes effect. Questions?
          Write to <a href={`mailto:${SUPPORT_EMAILS.legal}`}>{SUPPORT_EMAILS.legal}</a>.
        </p>
      </Section>
    </StaticPage>
  );
}
