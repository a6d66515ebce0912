// The footer of every public page: product links, the legal pages, /about, and three mailboxes.
import { Link } from 'react-router-dom';
import { BrandLogo } from './brand-logo';
import './site-footer.css';
import { SUPPORT_EMAILS } from './support-emails';

const FOOTER_COLUMNS = [
  {
    heading: 'Plan',
    links: [
      { to: '/app', label: 'Planning Tools' },
      { to: '/news', label: 'Wedding Blog' },
      { to: '/vendor', label: 'List Your Business' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { to: '/terms-of-service', label: 'Terms of Service' },
      { to: '/privacy-policy', label: 'Privacy Policy' },
      { to: '/vendor-terms', label: 'Vendor Terms' },
      { to: '/disclaimer', label: 'Disclaimer' },
    ],
  },
] as const;

const SUPPORT_LINKS = [
  { href: `mailto:${SUPPORT_EMAILS.contact}`, label: 'Contact Us' },
  { href: `mailto:${SUPPORT_EMAILS.vendors}`, label: 'Vendor Support' },
  { href: `mailto:${SUPPORT_EMAILS.legal}`, label: 'Legal Inquiries' },
] as const;

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <BrandLogo tone="light" />
          <p>
            The free, collaborative wedding planner for couples, their partners and their planners. Plan
            together, anywhere, even offline.
          </p>
        </div>
        <nav className="site-footer__nav" aria-label="Footer">
          {FOOTER_COLUMNS.map((column) => (
            <div key={column.heading} className="site-footer__column">
              <h2>{column.heading}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div className="site-footer__column">
            <h2>Company</h2>
            <ul>
              <li>
                <Link to="/about">About</Link>
              </li>
              {SUPPORT_LINKS.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </div>
        </nav>
      </div>
      <div className="container">
        <div className="site-footer__base">
          <p>© {new Date().getFullYear()} Confetti. Free for couples, always.</p>
          <p>Made with care for every kind of celebration.</p>
        </div>
      </div>
    </footer>
  );
}
