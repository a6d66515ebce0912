// /wedding-vendors: the directory's front door. A search box, the 19 categories with how many vendors
// each has, the cities with the most vendors and the newest listings. With a search in the address
// (?query=, a place, a category from the no-JavaScript form) it shows the results instead.
import { VENDOR_CATEGORIES, vendorCategoryBySlug } from '@confetti/catalog';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ArrowRight, BriefcaseBusiness, MapPin } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../ssr/page-meta';
import { directoryApi, directoryKeys } from './api';
import { CategoryIcon } from './category-icon';
import { cityOptions, DIRECTORY_ROOT, readSearch, searchPlace, searchString } from './directory-path';
import { ListingGrid } from './parts';
import { SearchResults } from './results-page';
import { locationValue, SearchForm } from './search-form';

export function DirectoryHome() {
  const [search] = useSearchParams();
  const home = useSuspenseQuery({
    queryKey: directoryKeys.home,
    queryFn: ({ signal }) => directoryApi.home(signal),
  }).data;
  const counts = new Map(home.facets.categories.map((c) => [c.slug, c.count]));
  const total = home.facets.total;
  // Featured: the cities with the most vendors. To pick from: every city, by name.
  const cities = cityOptions(home.facets.places);
  const locations = cityOptions(home.facets.places, { order: 'name' });
  const place = searchPlace(search);
  const { query } = readSearch(search);
  const category = vendorCategoryBySlug(search.get('category') ?? '') ?? null;
  const searching = Boolean(query || place.state || category);

  usePageMeta({
    title: 'Wedding Vendors Near You: Venues, Photographers & More · Confetti',
    description:
      total > 0
        ? `Browse ${total} wedding vendors in 19 categories, from venues and photographers to florists and bands. Compare prices, read what they offer and send an inquiry for free.`
        : 'Wedding vendors in 19 categories, from venues and photographers to florists and bands, are joining Confetti: compare prices, read what they offer and send an inquiry for free.',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: 'Wedding vendor directory',
      description: 'Wedding vendors by category, state and city.',
    },
  });

  return (
    <div className="dir">
      <section className="dir-hero">
        <div className="container dir-hero__inner">
          <p className="eyebrow">Vendor directory</p>
          <h1>Find wedding vendors you will love</h1>
          <p className="dir-hero__lede">
            {total > 0
              ? `${total} vendors in 19 categories. Compare prices and services, save your favorites and send an inquiry in a minute.`
              : 'Vendors are joining in 19 categories. Soon you can compare prices and services, save your favorites and send an inquiry in a minute.'}
          </p>
          <SearchForm
            cities={locations}
            initial={{
              query,
              category: category?.slug ?? '',
              location: place.state && place.city ? locationValue(place.state, place.city) : '',
            }}
          />
        </div>
      </section>

      <div className="container dir-home">
        {searching ? (
          <SearchResults
            request={{ query, state: place.state, city: place.city, category: category?.apiCategory }}
            hrefFor={(page) =>
              `${DIRECTORY_ROOT}${searchString({ ...readSearch(search), state: place.state, city: place.city, page })}`
            }
          />
        ) : null}

        <section className="dir-section" aria-labelledby="dir-categories">
          <div className="dir-section__head">
            <h2 id="dir-categories">Browse by category</h2>
          </div>
          <ul className="dir-categories">
            {VENDOR_CATEGORIES.map((c) => (
              <li key={c.slug}>
                <Link className="dir-category" to={`${DIRECTORY_ROOT}/${c.slug}`}>
                  <span className="dir-category__icon" aria-hidden="true">
                    <CategoryIcon apiCategory={c.apiCategory} />
                  </span>
                  <span className="dir-category__name">{c.name}</span>
                  <span className="dir-category__count">
                    {counts.get(c.slug) ?? 0} {counts.get(c.slug) === 1 ? 'vendor' : 'vendors'}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        {cities.length > 0 && (
          <section className="dir-section" aria-labelledby="dir-cities">
            <div className="dir-section__head">
              <h2 id="dir-cities">Featured cities</h2>
            </div>
            <ul className="dir-chips">
              {cities.slice(0, 10).map((city) => (
                <li key={locationValue(city.state, city.citySlug)}>
                  <Link
                    className="dir-chip"
                    to={`${DIRECTORY_ROOT}${searchString({ state: city.state, city: city.citySlug })}`}
                  >
                    <MapPin size={15} aria-hidden="true" />
                    {city.city}, {city.state}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}

        {home.recent.length > 0 && (
          <section className="dir-section" aria-labelledby="dir-recent">
            <div className="dir-section__head">
              <h2 id="dir-recent">Recently joined</h2>
            </div>
            <ListingGrid listings={home.recent} />
          </section>
        )}

        <section className="dir-cta card">
          <BriefcaseBusiness size={28} aria-hidden="true" />
          <div>
            <h2>Are you a wedding professional?</h2>
            <p>List your business for free and hear from couples planning their day near you.</p>
          </div>
          <Link className="btn btn--primary" to="/vendor">
            List Your Business <ArrowRight size={16} aria-hidden="true" />
          </Link>
        </section>
      </div>
    </div>
  );
}
