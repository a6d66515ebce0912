// /wedding-vendors/:category/:state/:city/:vendorSlug: one vendor's page. Server-rendered with its
// LocalBusiness JSON-LD; in the browser it counts one view per page load, counts contact clicks, lets
// a signed-in couple save the vendor, and sends inquiries.
import type { VendorCategory } from '@confetti/catalog';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Check, Globe, Heart, Mail, MapPin, Phone, Tag } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { serviceMessageOr } from '../../lib/api';
import { useSession } from '../../lib/session';
import { MovedPermanently, usePageMeta } from '../../ssr/page-meta';
import { NotFoundPage } from '../site/not-found-page';
import { safeWebsite, telHref } from '../vendors/vendors-view';
import { directoryApi, directoryKeys, type Listing, type TrackedEvent } from './api';
import { breadcrumbs, DIRECTORY_ROOT, PRICE_LABELS, statePath } from './directory-path';
import { InquiryForm } from './inquiry-form';
import { Breadcrumbs, ListingPhoto, ResponseBadge } from './parts';

interface ListingPlace {
  category: VendorCategory;
  state: string;
  stateName: string;
  citySlug: string;
  slug: string;
}

export function ListingPage({ place }: { place: ListingPlace }) {
  const { search } = useLocation();
  const path = `${DIRECTORY_ROOT}/${place.category.slug}/${place.state.toLowerCase()}/${place.citySlug}/${place.slug}`;
  const listing = useSuspenseQuery({
    queryKey: directoryKeys.listing(place.slug),
    queryFn: ({ signal }) => directoryApi.listingBySlug(place.slug, signal),
  }).data;
  // A vendor who left the directory (or a mistyped name): their kind of vendor in that state is
  // where the visitor was heading.
  if (!listing)
    return (
      <NotFoundPage
        nearest={{
          to: statePath(place.category, place.state),
          label: `See ${place.category.name} in ${place.stateName}`,
        }}
      />
    );
  // The slug names the listing; a path with another category, state or city (an old link from
  // before the vendor moved, or a mistyped one) leads to the listing's own address.
  if (listing.path !== path) return <MovedPermanently to={`${listing.path}${search}`} />;
  return <ListingView key={listing.id} listing={listing} place={place} />;
}

function track(listing: Listing, event: TrackedEvent) {
  directoryApi.track(listing.id, event).catch(() => {
    // Counting is best effort: a visitor never sees it fail.
  });
}

function ListingView({ listing, place }: { listing: Listing; place: ListingPlace }) {
  const { hash } = useLocation();
  const viewed = useRef(false);
  useEffect(() => {
    if (viewed.current) return;
    viewed.current = true;
    track(listing, 'view');
  }, [listing]);

  const where = `${listing.city}, ${listing.state}`;
  usePageMeta({
    title: `${listing.business_name} · ${listing.category_name} in ${where} · Confetti`,
    description: `${
      listing.description
        ? `${listing.description.slice(0, 150).trim()}${listing.description.length > 150 ? '…' : ''} `
        : ''
    }${listing.category_name} in ${where}.`,
    image: listing.photos[0],
    type: 'business.business',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: listing.business_name,
      description: listing.description || undefined,
      address: {
        '@type': 'PostalAddress',
        addressLocality: listing.city,
        addressRegion: listing.state,
        addressCountry: 'US',
      },
      telephone: listing.phone ?? undefined,
      email: listing.email ?? undefined,
      url: listing.website ?? undefined,
      image: listing.photos.length > 0 ? listing.photos : undefined,
      priceRange: listing.price_range ?? undefined,
    },
  });

  return (
    <div className="dir container dir-listing">
      <Breadcrumbs crumbs={breadcrumbs(place, { city: listing.city, business: listing.business_name })} />
      <div className="dir-listing__layout">
        <div className="dir-listing__main">
          <Gallery listing={listing} />
          <header className="dir-listing__head">
            <div>
              <p className="eyebrow">{listing.category_name}</p>
              <h1>{listing.business_name}</h1>
              <p className="dir-listing__meta">
                <span>
                  <MapPin size={16} aria-hidden="true" />
                  {where}
                </span>
                {listing.price_range && (
                  <span className="dir-listing__price">{PRICE_LABELS[listing.price_range]}</span>
                )}
              </p>
              <ResponseBadge hours={listing.response_time_hours} />
            </div>
            <SaveButton listing={listing} />
          </header>

          {listing.promotions.length > 0 && (
            <section className="dir-listing__section" aria-labelledby="dir-promotions">
              <h2 id="dir-promotions">Current offers</h2>
              <ul className="dir-promos">
                {listing.promotions.map((promotion) => (
                  <li key={promotion.id} className="dir-promo">
                    <Tag size={18} aria-hidden="true" />
                    <div>
                      <p className="dir-promo__title">
                        {promotion.title}
                        {promotion.discount_percent && !promotion.title.includes('%') ? (
                          <span className="dir-badge dir-badge--promo">{`${promotion.discount_percent}% off`}</span>
                        ) : null}
                      </p>
                      {promotion.description && <p>{promotion.description}</p>}
                      <p className="dir-promo__dates">Until {formatDay(promotion.ends_on)}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          )}

          <section className="dir-listing__section" aria-labelledby="dir-about">
            <h2 id="dir-about">About {listing.business_name}</h2>
            {listing.description ? (
              listing.description
                .split(/\n{2,}/)
                .map((paragraph) => <p key={paragraph.slice(0, 40)}>{paragraph}</p>)
            ) : (
              <p className="dir-muted">This vendor has not written a description yet.</p>
            )}
          </section>

          {listing.services.length > 0 && (
            <section className="dir-listing__section" aria-labelledby="dir-services">
              <h2 id="dir-services">Services</h2>
              <ul className="dir-services">
                {listing.services.map((service) => (
                  <li key={service}>
                    <Check size={16} aria-hidden="true" />
                    {service}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>

        <aside className="dir-listing__aside" aria-label={`Contact ${listing.business_name}`}>
          <Contact listing={listing} />
          <div className="card dir-inquiry" id="inquiry">
            <h2>Send an inquiry</h2>
            <p className="dir-muted">
              Tell {listing.business_name} about your day. They reply to your email, usually with prices and
              availability.
            </p>
            <InquiryForm listing={listing} focus={hash === '#inquiry'} />
          </div>
        </aside>
      </div>
      {/* On a phone the form is far below: a bar at the bottom of the screen leads to it. */}
      <div className="dir-listing__bar">
        <a className="btn btn--primary btn--block" href="#inquiry">
          <Mail size={17} aria-hidden="true" /> Check availability
        </a>
      </div>
    </div>
  );
}

function formatDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  return date.toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

function Gallery({ listing }: { listing: Listing }) {
  const [current, setCurrent] = useState(0);
  const photos = listing.photos;
  if (photos.length === 0) {
    return <ListingPhoto listing={listing} className="dir-gallery__main" eager />;
  }
  const shown = photos[Math.min(current, photos.length - 1)]!;
  return (
    <div className="dir-gallery">
      <img
        className="dir-gallery__main"
        src={shown}
        alt={`${listing.business_name} (${current + 1} of ${photos.length})`}
        width={960}
        height={640}
      />
      {photos.length > 1 && (
        <ul className="dir-gallery__thumbs" aria-label="Photos">
          {photos.map((photo, i) => (
            <li key={photo}>
              <button
                type="button"
                className="dir-gallery__thumb"
                aria-label={`Show picture ${i + 1} of ${photos.length}`}
                aria-pressed={i === current}
                onClick={() => setCurrent(i)}
              >
                <img src={photo} alt="" width={120} height={80} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Contact({ listing }: { listing: Listing }) {
  const website = safeWebsite(listing.website);
  if (!website && !listing.phone && !listing.email) return null;
  return (
    <div className="card dir-contact">
      <h2>Contact</h2>
      <div className="dir-contact__buttons">
        {website && (
          <a
            className="btn btn--secondary"
            href={website}
            target="_blank"
            rel="noopener noreferrer nofollow"
            onClick={() => track(listing, 'click_website')}
          >
            <Globe size={17} aria-hidden="true" /> Website
          </a>
        )}
        {listing.phone && (
          <a
            className="btn btn--secondary"
            href={telHref(listing.phone)}
            onClick={() => track(listing, 'click_phone')}
          >
            <Phone size={17} aria-hidden="true" /> {listing.phone}
          </a>
        )}
        {listing.email && (
          <a
            className="btn btn--secondary"
            href={`mailto:${listing.email}`}
            onClick={() => track(listing, 'click_email')}
          >
            <Mail size={17} aria-hidden="true" /> Email
          </a>
        )}
      </div>
    </div>
  );
}

/** Added to a listing's address by the signed-out Save: back from signing in, the save is done. */
const SAVE_AFTER_SIGN_IN = 'save';

/**
 * The heart: a signed-in couple saves the vendor to their planner; others are sent to sign in, and
 * come back to the listing with the vendor saved.
 */
function SaveButton({ listing }: { listing: Listing }) {
  const { user, isPending } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const couple = user?.user_type === 'couple' ? user : null;
  const key = directoryKeys.favorite(couple?.id ?? '', listing.id);
  const check = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => directoryApi.isFavorite(couple!.id, listing.id, signal),
    enabled: couple !== null,
  });
  const [error, setError] = useState<string | null>(null);
  const toggle = useMutation({
    mutationFn: async (save: boolean) => {
      if (save) await directoryApi.saveFavorite(listing.id);
      else await directoryApi.removeFavorite(listing.id);
      return save;
    },
    onSuccess: (saved) => {
      setError(null);
      queryClient.setQueryData(key, { is_favorite: saved });
      void queryClient.invalidateQueries({ queryKey: ['vendor-favorites', couple?.id] });
    },
    onError: (failure) =>
      setError(serviceMessageOr(failure, 'Could not update your saved vendors. Try again.')),
  });

  const saveOnReturn = searchParams.get(SAVE_AFTER_SIGN_IN) === '1';
  const alreadySaved = check.data?.is_favorite;
  useEffect(() => {
    if (!saveOnReturn || !couple || alreadySaved === undefined) return;
    setSearchParams(
      (params) => {
        params.delete(SAVE_AFTER_SIGN_IN);
        return params;
      },
      { replace: true },
    );
    if (!alreadySaved) toggle.mutate(true);
  }, [saveOnReturn, couple, alreadySaved, setSearchParams, toggle.mutate]);

  if (user && !couple) return null;
  if (!couple) {
    return (
      <Link
        className="btn btn--secondary dir-save"
        to={`/auth?mode=login&next=${encodeURIComponent(`${listing.path}?${SAVE_AFTER_SIGN_IN}=1`)}`}
        aria-disabled={isPending ? true : undefined}
      >
        <Heart size={18} aria-hidden="true" /> Save<span className="sr-only"> (sign in to save vendors)</span>
      </Link>
    );
  }
  const saved = check.data?.is_favorite === true;
  return (
    <div className="dir-save-wrap">
      <button
        type="button"
        className={`btn dir-save${saved ? ' dir-save--on' : ' btn--secondary'}`}
        aria-pressed={saved}
        // Not `disabled` while it saves: a disabled button lets go of keyboard focus.
        aria-disabled={check.isPending || toggle.isPending ? true : undefined}
        onClick={() => {
          if (!check.isPending && !toggle.isPending) toggle.mutate(!saved);
        }}
      >
        <Heart size={18} aria-hidden="true" fill={saved ? 'currentColor' : 'none'} />
        {saved ? 'Saved' : 'Save'}
      </button>
      {error && (
        <p className="dir-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
