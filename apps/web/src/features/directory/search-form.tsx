// The directory's search box: what you are looking for, the category and the place. It is a plain
// GET form (it works before the page's JavaScript loads: the home page reads the same fields); with
// JavaScript a search with a category goes to that category's own page, which has its own address.
import { VENDOR_CATEGORIES, vendorCategoryBySlug } from '@confetti/catalog';
import { Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useNavigateIfChanged } from '../../lib/search-navigation';
import {
  type CityOption,
  categoryPath,
  cityPath,
  DIRECTORY_ROOT,
  searchString,
  statePath,
} from './directory-path';

/** "TX/austin" */
export function locationValue(state: string, citySlug: string): string {
  return `${state}/${citySlug}`;
}

export function SearchForm({
  cities,
  initial,
}: {
  cities: CityOption[];
  initial?: { query?: string; category?: string; location?: string };
}) {
  // The same search sent again adds no step to go Back through.
  const navigate = useNavigateIfChanged();
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const query = String(data.get('query') ?? '').trim();
    const category = vendorCategoryBySlug(String(data.get('category') ?? ''));
    const [state, citySlug] = String(data.get('location') ?? '').split('/');
    if (category) {
      const path =
        state && citySlug
          ? cityPath(category, state, citySlug)
          : state
            ? statePath(category, state)
            : categoryPath(category);
      navigate(`${path}${searchString({ query })}`);
    } else {
      navigate(`${DIRECTORY_ROOT}${searchString({ query, state: state || null, city: citySlug || null })}`);
    }
  }

  return (
    <search>
      <form className="dir-search" action={DIRECTORY_ROOT} method="get" onSubmit={submit}>
        <div className="dir-search__field dir-search__field--query">
          <label htmlFor={`${id}-query`}>Search</label>
          <input
            id={`${id}-query`}
            className="input"
            name="query"
            type="search"
            placeholder="Barn venue, film photographer…"
            defaultValue={initial?.query ?? ''}
            maxLength={200}
          />
        </div>
        <div className="dir-search__field">
          <label htmlFor={`${id}-category`}>Category</label>
          <select
            id={`${id}-category`}
            className="input"
            name="category"
            defaultValue={initial?.category ?? ''}
          >
            <option value="">All categories</option>
            {VENDOR_CATEGORIES.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
        <div className="dir-search__field">
          <label htmlFor={`${id}-location`}>Location</label>
          <select
            id={`${id}-location`}
            className="input"
            name="location"
            defaultValue={initial?.location ?? ''}
          >
            <option value="">Anywhere</option>
            {cities.map((city) => (
              <option
                key={locationValue(city.state, city.citySlug)}
                value={locationValue(city.state, city.citySlug)}
              >
                {city.city}, {city.state}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn--primary dir-search__submit">
          <Search size={18} aria-hidden="true" />
          Search
        </button>
      </form>
    </search>
  );
}
