// The public areas that come later: vendor directory, registry, blog and the vendor portal.
import { BriefcaseBusiness, Gift, MapPin } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { SUPPORT_EMAILS } from '../site/support-emails';
import { ComingSoonPage, humanizeSlug } from './coming-soon-page';

const START_PLANNING = (
  <Link to="/auth?mode=signup" className="btn btn--primary btn--lg">
    Start Planning Free
  </Link>
);

/** /wedding-vendors/:category?/:state?/:city?/:vendorSlug? */
export function DirectoryPage() {
  const { category, state, city, vendorSlug } = useParams();
  const place = [city && humanizeSlug(city), state?.toUpperCase()].filter(Boolean).join(', ');
  const looking = [vendorSlug && humanizeSlug(vendorSlug), category && humanizeSlug(category)]
    .filter(Boolean)
    .join(' · ');
  const context =
    looking || place ? (
      <>
        You were looking for <strong>{looking || 'wedding vendors'}</strong>
        {place ? (
          <>
            {' '}
            in <strong>{place}</strong>
          </>
        ) : null}
        . That page will live right here.
      </>
    ) : undefined;
  return (
    <ComingSoonPage
      icon={MapPin}
      eyebrow="Vendor directory"
      title="Find wedding vendors you will love"
      context={context}
      description="Soon you will be able to browse venues, photographers, florists, caterers and more by category, state and city, compare them side by side, save favorites and send inquiries straight from your planner."
      highlights={[
        '19 categories, from venues to favors and gifts',
        'Search by state and city to find vendors near you',
        'Save favorites and send inquiries in a few clicks',
      ]}
      actions={
        <>
          {START_PLANNING}
          <Link to="/vendor" className="btn btn--secondary btn--lg">
            List Your Business
          </Link>
        </>
      }
    />
  );
}

/** /registry/:categorySlug?/:subcategorySlug?/:productSlug? */
export function RegistryPage() {
  const { categorySlug, subcategorySlug, productSlug } = useParams();
  const looking = [productSlug, subcategorySlug, categorySlug].find(Boolean);
  return (
    <ComingSoonPage
      icon={Gift}
      eyebrow="Gift registry"
      title="One registry for everything you love"
      context={
        looking ? (
          <>
            You were looking for <strong>{humanizeSlug(looking)}</strong>. That page will live right here.
          </>
        ) : undefined
      }
      description="Build a single registry from a curated marketplace of home goods, experiences and honeymoon funds. Guests will buy straight from your registry page, and you will see every gift and thank-you in your planner."
      highlights={[
        'A curated marketplace sorted by category',
        'Suggestions based on your budget, guest count and style',
        'A public registry page to share with guests',
      ]}
      actions={START_PLANNING}
    />
  );
}

/** /vendor/* */
export function VendorPortalPage() {
  return (
    <ComingSoonPage
      icon={BriefcaseBusiness}
      eyebrow="For wedding businesses"
      title="List your business on Confetti"
      description="The vendor portal will be home for wedding professionals: create a listing in our directory, answer inquiries from couples, run promotions, and see how your listing performs. Vendor accounts open soon."
      highlights={[
        'A free listing in the vendor directory during early access',
        'Inquiries from engaged couples, in one inbox',
        'Promotions and analytics for your listing',
      ]}
      actions={
        <>
          <a href={`mailto:${SUPPORT_EMAILS.vendors}`} className="btn btn--primary btn--lg">
            Email Vendor Support
          </a>
          <Link to="/vendor-terms" className="btn btn--secondary btn--lg">
            Read the Vendor Terms
          </Link>
        </>
      }
    />
  );
}
