// /wedding-vendors/:category[/:state[/:city]]: the vendors of a category, in a state or a city, with
// the search in the address (?query=&price_range=&sort=&page=) so a result list is shareable and
// server-rendered. A city nobody lists in is a 404; a known city without this category is an empty
// state that points elsewhere.
import { usStateName, type VendorCategory } from '@confetti/catalog';
import { useSuspenseQuery } from '@tanstack/react-query';
import { MapPin, SlidersHorizontal, X } from 'lucide-react';
import { type FormEvent, useId, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { usePopoverOpen } from '../../lib/popover';
import { useHistoryStep, useNavigateIfChanged } from '../../lib/search-navigation';
import { usePageMeta } from '../../ssr/page-meta';
import { NotFoundPage } from '../site/not-found-page';
import { directoryApi, directoryKeys, type SearchRequest } from './api';
import {
  breadcrumbs,
  cityNameFromSlug,
  cityOptions,
  cityPath,
  PAGE_SIZE,
  PRICE_LABELS,
  PRICE_RANGES,
  pageCount,
  rangeText,
  readSearch,
  resultsDescription,
  resultsHeading,
  SORT_LABELS,
  SORTS,
  searchString,
  statePath,
  weddingPrefixed,
} from './directory-path';
import { Breadcrumbs, ListingGrid, Pager } from './parts';

interface ResultsPlace {
  category: VendorCategory;
  state: string | null;
  stateName: string | null;
  citySlug: string | null;
}

export function ResultsPage({ place }: { place: ResultsPlace }) {
  if (place.state && place.citySlug)
    return <CityResults place={{ ...place, state: place.state, citySlug: place.citySlug }} />;
  return <Results place={place} cityName={null} />;
}

/** A city exists in the directory when any published listing names it. */
function CityResults({ place }: { place: ResultsPlace & { state: string; citySlug: string } }) {
  const known = useSuspenseQuery({
    queryKey: directoryKeys.cityKnown(place.state, place.citySlug),
    queryFn: ({ signal }) =>
      directoryApi.search({ state: place.state, city: place.citySlug, limit: 1 }, signal),
  }).data;
  const listed = known.vendors[0];
  if (!listed) return <NotFoundPage />;
  return <Results place={place} cityName={listed.city} />;
}

function Results({ place, cityName }: { place: ResultsPlace; cityName: string | null }) {
  const [search] = useSearchParams();
  const location = useLocation();
  const historyStep = useHistoryStep();
  const state = readSearch(search);
  const request: SearchRequest = {
    category: place.category.apiCategory,
    state: place.state,
    city: place.citySlug,
    query: state.query,
    priceRange: state.priceRange,
    sort: state.sort,
    page: state.page,
    limit: PAGE_SIZE,
  };
  const result = useSuspenseQuery({
    queryKey: directoryKeys.search(request),
    queryFn: ({ signal }) => directoryApi.search(request, signal),
  }).data;
  const city = cityName ?? (place.citySlug ? cityNameFromSlug(place.citySlug) : null);
  const heading = resultsHeading(place.category.name, place.state, place.stateName, city);
  const where = city && place.state ? `${city}, ${place.state}` : (place.stateName ?? 'the US');
  const noun = place.category.name.toLowerCase();

  usePageMeta({
    title: `${city || place.stateName ? weddingPrefixed(heading) : heading} · Confetti`,
    description: resultsDescription(place.category.name, result.total, where),
    // A page that shows no vendor (none listed here yet, no match, or past the last page) stays
    // out of search indexes: it is still served, since vendors may list in this place any day.
    noindex: result.vendors.length === 0,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: heading,
      numberOfItems: result.total,
      itemListElement: result.vendors.map((listing, i) => ({
        '@type': 'ListItem',
        position: (result.page - 1) * result.limit + i + 1,
        url: listing.path,
        name: listing.business_name,
      })),
    },
  });

  const filtered = Boolean(state.query || state.priceRange);
  const pages = pageCount(result.total, result.limit);
  return (
    <div className="dir container">
      <Breadcrumbs crumbs={breadcrumbs(place, { city })} />
      <header className="dir-results__head">
        <p className="eyebrow">{place.category.name}</p>
        <h1>{heading}</h1>
        <p className="dir-results__lede">{place.category.description}</p>
      </header>

      {!place.citySlug && <PlacesNearby place={place} />}

      {/* Fresh fields for each address shown, and after each Back or Forward (see useHistoryStep). */}
      <Filters key={`${location.key}:${historyStep}`} />

      <p className="dir-results__count" role="status">
        {rangeText(result.page, result.limit, result.vendors.length, result.total)}
        {state.query ? <> for “{state.query}”</> : null}
      </p>

      {result.vendors.length > 0 ? (
        <>
          <ListingGrid listings={result.vendors} headingLevel="h2" />
          <Pager
            page={result.page}
            total={result.total}
            limit={result.limit}
            hrefFor={(page) => `${location.pathname}${searchString({ ...state, page })}`}
          />
        </>
      ) : result.total > 0 ? (
        // An old link to a page past the last one: the vendors are there, on earlier pages.
        <div className="dir-empty card">
          <h2>This page is past the last of them</h2>
          <p>
            {result.total === 1 ? 'The one listing' : `All ${result.total} listings`} in {where}{' '}
            {pages === 1 ? 'fit on one page' : `fit on ${pages} pages`}.
          </p>
          <div className="dir-empty__actions">
            <Link
              className="btn btn--primary"
              to={`${location.pathname}${searchString({ ...state, page: 1 })}`}
            >
              Back to the first page
            </Link>
          </div>
        </div>
      ) : (
        <div className="dir-empty card">
          <h2>{filtered ? `No ${noun} match your search` : `No ${noun} listed in ${where} yet`}</h2>
          <p>
            {filtered
              ? 'Try fewer words or another price range.'
              : 'New vendors join every week. Meanwhile, look a little further afield.'}
          </p>
          <div className="dir-empty__actions">
            {filtered && (
              <Link className="btn btn--primary" to={location.pathname}>
                Clear filters
              </Link>
            )}
            {place.state && (
              <Link className="btn btn--secondary" to={`/wedding-vendors/${place.category.slug}`}>
                All {noun}
              </Link>
            )}
            <Link className="btn btn--ghost" to="/wedding-vendors">
              Other categories
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}

/**
 * The states (on a category page) or cities (on a state page) that have this category's vendors.
 * Each keeps the search words, price range and sort chosen here (not the page): a place is another
 * where, not another search.
 */
function PlacesNearby({ place }: { place: ResultsPlace }) {
  // Every city of the category (one call, counted by the server), not only those on a first page.
  const facets = useSuspenseQuery({
    queryKey: directoryKeys.facets(place.category.apiCategory),
    queryFn: ({ signal }) => directoryApi.facets(place.category.apiCategory, signal),
  }).data;
  const [search] = useSearchParams();
  const { query, priceRange, sort } = readSearch(search);
  const kept = searchString({ query, priceRange, sort });
  const cities = cityOptions(facets.places, { state: place.state });
  if (cities.length === 0) return null;
  return (
    <nav className="dir-places" aria-label={`${place.category.name} by city`}>
      <ul className="dir-chips">
        {cities.slice(0, 12).map((city) => (
          <li key={`${city.state}/${city.citySlug}`}>
            <Link className="dir-chip" to={`${cityPath(place.category, city.state, city.citySlug)}${kept}`}>
              <MapPin size={15} aria-hidden="true" />
              {city.city}, {city.state}
              {/* How many there are in all: not said once a filter may show fewer. */}
              {kept === '' ? <span className="dir-chip__count">{city.count}</span> : null}
            </Link>
          </li>
        ))}
        {!place.state &&
          [...new Set(cities.map((c) => c.state))].sort().map((code) => (
            <li key={code}>
              <Link className="dir-chip dir-chip--quiet" to={`${statePath(place.category, code)}${kept}`}>
                {usStateName(code) ?? code}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}

/** Wider than a phone the filters are part of the page (directory.css has the same breakpoint). */
const SHEET_INLINE_FROM = '(min-width: 760px)';

/**
 * Search words, price range and sort. A GET form (works without JavaScript); with JavaScript a
 * choice applies at once. On a phone the filters open as a sheet from the bottom: a popover its
 * button opens by itself (lib/popover.ts), so a tap before the scripts have loaded opens it too.
 * Show results with nothing changed (after a sort that already applied itself) adds no step to go
 * Back through.
 */
function Filters() {
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigateIfChanged();
  const state = readSearch(search);
  const id = useId();
  const panelRef = useRef<HTMLFormElement>(null);
  const { open, expanded, setOpen, onButtonClick } = usePopoverOpen(panelRef, SHEET_INLINE_FROM);

  function apply(form: HTMLFormElement) {
    const data = new FormData(form);
    const price = String(data.get('price_range') ?? '');
    navigate(
      `${location.pathname}${searchString({
        query: String(data.get('query') ?? '').trim(),
        priceRange: (PRICE_RANGES as readonly string[]).includes(price)
          ? (price as typeof state.priceRange)
          : null,
        sort: (data.get('sort') as typeof state.sort) ?? 'relevance',
      })}`,
    );
    setOpen(false);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply(event.currentTarget);
  }

  const active = (state.query ? 1 : 0) + (state.priceRange ? 1 : 0) + (state.sort !== 'relevance' ? 1 : 0);
  return (
    <div className="dir-filters" data-open={open}>
      <button
        type="button"
        className="btn btn--secondary dir-filters__toggle"
        aria-expanded={expanded}
        aria-controls={`${id}-panel`}
        popoverTarget={`${id}-panel`}
        onClick={onButtonClick}
      >
        <SlidersHorizontal size={16} aria-hidden="true" />
        Filters{active > 0 ? ` (${active})` : ''}
      </button>
      <div className="dir-filters__scrim" aria-hidden="true" onClick={() => setOpen(false)} />
      <form
        ref={panelRef}
        id={`${id}-panel`}
        className="dir-filters__panel"
        popover="auto"
        method="get"
        action={location.pathname}
        onSubmit={submit}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) setOpen(false);
        }}
        aria-label="Filter vendors"
      >
        <div className="dir-filters__sheet-head">
          <h2>Filters</h2>
          <button
            type="button"
            className="dir-filters__close"
            aria-label="Close filters"
            popoverTarget={`${id}-panel`}
            popoverTargetAction="hide"
            onClick={() => setOpen(false)}
          >
            <X size={18} aria-hidden="true" />
          </button>
        </div>
        <div className="dir-filters__field dir-filters__field--query">
          <label htmlFor={`${id}-query`}>Keywords</label>
          <input
            id={`${id}-query`}
            className="input"
            type="search"
            name="query"
            defaultValue={state.query}
            placeholder="Garden, film, vegan…"
            maxLength={200}
          />
        </div>
        <div className="dir-filters__field">
          <label htmlFor={`${id}-price`}>Price range</label>
          <select
            id={`${id}-price`}
            className="input"
            name="price_range"
            defaultValue={state.priceRange ?? ''}
            onChange={(e) => {
              if (!open && e.currentTarget.form) apply(e.currentTarget.form);
            }}
          >
            <option value="">Any price</option>
            {PRICE_RANGES.map((price) => (
              <option key={price} value={price}>
                {PRICE_LABELS[price]}
              </option>
            ))}
          </select>
        </div>
        <div className="dir-filters__field">
          <label htmlFor={`${id}-sort`}>Sort by</label>
          <select
            id={`${id}-sort`}
            className="input"
            name="sort"
            defaultValue={state.sort}
            onChange={(e) => {
              if (!open && e.currentTarget.form) apply(e.currentTarget.form);
            }}
          >
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn--primary dir-filters__apply">
          Show results
        </button>
      </form>
    </div>
  );
}

/** Results of a search from the directory home (any category, a place, words). */
export function SearchResults({
  request: base,
  hrefFor,
}: {
  request: SearchRequest;
  hrefFor: (page: number) => string;
}) {
  const [search] = useSearchParams();
  const state = readSearch(search);
  const request: SearchRequest = {
    ...base,
    priceRange: state.priceRange,
    sort: state.sort,
    page: state.page,
    limit: PAGE_SIZE,
  };
  const result = useSuspenseQuery({
    queryKey: directoryKeys.search(request),
    queryFn: ({ signal }) => directoryApi.search(request, signal),
  }).data;
  const place = result.vendors[0] && base.city ? `${result.vendors[0].city}, ${base.state}` : base.state;
  return (
    <section className="dir-section" aria-labelledby="dir-search-results">
      <div className="dir-section__head">
        <h2 id="dir-search-results">
          {base.query ? `Results for “${base.query}”` : 'Vendors'}
          {place ? ` in ${place}` : ''}
        </h2>
        <p className="dir-results__count" role="status">
          {rangeText(result.page, result.limit, result.vendors.length, result.total)}
        </p>
      </div>
      {result.vendors.length > 0 ? (
        <>
          <ListingGrid listings={result.vendors} />
          <Pager page={result.page} total={result.total} limit={result.limit} hrefFor={hrefFor} />
        </>
      ) : result.total > 0 ? (
        <div className="dir-empty card">
          <h3>This page is past the last of the results</h3>
          <p>The search found {result.total === 1 ? 'one listing' : `${result.total} listings`}.</p>
          <Link className="btn btn--primary" to={hrefFor(1)}>
            Back to the first page
          </Link>
        </div>
      ) : (
        <div className="dir-empty card">
          <h3>Nothing matched your search</h3>
          <p>Try other words, or browse the categories below.</p>
          <Link className="btn btn--secondary" to="/wedding-vendors">
            Clear search
          </Link>
        </div>
      )}
    </section>
  );
}
