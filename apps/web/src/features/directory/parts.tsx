// Pieces every directory page shares: breadcrumbs, a listing's card, the pager and the badges.
import { ChevronLeft, ChevronRight, Clock, MapPin, Tag } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { NEW_PAGE_STATE } from '../../lib/search-navigation';
import type { Listing } from './api';
import { CategoryIcon } from './category-icon';
import { type Crumb, pageCount, responseTimeBadge } from './directory-path';

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav className="dir-crumbs" aria-label="Breadcrumb">
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.label}>
            {crumb.to ? (
              <Link to={crumb.to}>{crumb.label}</Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The listing's first photo, or the category's icon on a soft panel when it has none. */
export function ListingPhoto({
  listing,
  className,
  eager = false,
}: {
  listing: Pick<Listing, 'photos' | 'category' | 'business_name'>;
  className: string;
  eager?: boolean;
}) {
  const photo = listing.photos[0];
  if (photo) {
    return (
      <img
        className={className}
        src={photo}
        alt=""
        width={480}
        height={360}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
    );
  }
  return (
    <div className={`${className} dir-photo-placeholder`} aria-hidden="true">
      <CategoryIcon apiCategory={listing.category} size={44} />
    </div>
  );
}

export function ResponseBadge({ hours }: { hours: number | null }) {
  const text = responseTimeBadge(hours);
  if (!text) return null;
  return (
    <span className="dir-badge dir-badge--response">
      <Clock size={14} aria-hidden="true" />
      {text}
    </span>
  );
}

export function ListingCard({
  listing,
  headingLevel = 'h3',
}: {
  listing: Listing;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  const promotion = listing.promotions[0];
  return (
    <li className="dir-card">
      <ListingPhoto listing={listing} className="dir-card__photo" />
      <div className="dir-card__body">
        <p className="dir-card__category">{listing.category_name}</p>
        <Heading className="dir-card__name">
          <Link to={listing.path} className="dir-card__link">
            {listing.business_name}
          </Link>
        </Heading>
        <p className="dir-card__meta">
          <span>
            <MapPin size={14} aria-hidden="true" />
            {listing.city}, {listing.state}
          </span>
          {listing.price_range && (
            <span className="dir-card__price">
              <span className="sr-only">Price range </span>
              {listing.price_range}
            </span>
          )}
        </p>
        {listing.description && <p className="dir-card__text">{listing.description}</p>}
        {(promotion || listing.response_time_hours !== null) && (
          <div className="dir-card__badges">
            {promotion && (
              <span className="dir-badge dir-badge--promo">
                <Tag size={14} aria-hidden="true" />
                {promotion.title}
              </span>
            )}
            <ResponseBadge hours={listing.response_time_hours} />
          </div>
        )}
      </div>
    </li>
  );
}

export function ListingGrid({ listings, headingLevel }: { listings: Listing[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <ul className="dir-grid">
      {listings.map((listing) => (
        <ListingCard key={listing.id} listing={listing} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}

/** Previous / page N of M / next, as links so each page has its own address. */
export function Pager({
  page,
  total,
  limit,
  hrefFor,
}: {
  page: number;
  total: number;
  limit: number;
  hrefFor: (page: number) => string;
}) {
  const pages = pageCount(total, limit);
  // Previous or Next followed: the new page starts at the top, and so does the keyboard, on the line
  // saying which of the results these are (it stayed on the link, below the new results).
  const followed = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page shown changes
  useEffect(() => {
    if (!followed.current) return;
    followed.current = false;
    const count = document.querySelector<HTMLElement>('.dir-results__count');
    if (!count) return;
    count.tabIndex = -1;
    count.focus({ preventScroll: true });
  }, [page]);
  const follow = () => {
    followed.current = true;
  };
  if (pages <= 1) return null;
  return (
    <nav className="dir-pager" aria-label="Pages">
      {page > 1 ? (
        <Link
          className="btn btn--secondary"
          to={hrefFor(page - 1)}
          rel="prev"
          state={NEW_PAGE_STATE}
          onClick={follow}
        >
          <ChevronLeft size={16} aria-hidden="true" /> Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="dir-pager__status">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link
          className="btn btn--secondary"
          to={hrefFor(page + 1)}
          rel="next"
          state={NEW_PAGE_STATE}
          onClick={follow}
        >
          Next <ChevronRight size={16} aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
