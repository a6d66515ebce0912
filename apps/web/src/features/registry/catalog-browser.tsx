// The marketplace catalog: categories, a search box (full text on the server), sorting and a grid of
// products with their pictures. The public /registry pages link each product to its own page; the
// Registry tab's picker adds it to the couple's registry instead.
import { Check, Plus, Search } from 'lucide-react';
import { Fragment, type ReactNode, useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { serviceMessageOr } from '../../lib/api';
import {
  type CategoryNode,
  type MarketplaceProduct,
  type SortBy,
  useCategories,
  useProductSearch,
} from './api';
import { price } from './format';

export interface CatalogSelection {
  categoryId: string | null;
}

interface CatalogBrowserProps {
  /** The category or subcategory shown (null: everything). */
  categoryId: string | null;
  onCategoryChange: (categoryId: string | null, categories: CategoryNode[]) => void;
  /**
   * Public pages: each category's own address. Its chips are then links, which work before the
   * scripts have loaded (and without them); the planner's picker keeps buttons.
   */
  categoryHref?: (categoryId: string | null, categories: CategoryNode[]) => string;
  /** In the planner: add a product to the registry. Public pages link to the product instead. */
  onPick?: (product: MarketplaceProduct) => void;
  /** Products already on the registry (the picker marks them). */
  picked?: ReadonlySet<string>;
  pageSize?: number;
}

const SORT_LABELS: Record<SortBy, string> = {
  relevance: 'Most popular',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  newest: 'Newest',
};

export function CatalogBrowser({
  categoryId,
  onCategoryChange,
  categoryHref,
  onPick,
  picked,
  pageSize = 24,
}: CatalogBrowserProps) {
  const categories = useCategories();
  const [query, setQuery] = useState('');
  const [debounced, setDebounced] = useState('');
  const [sortBy, setSortBy] = useState<SortBy>('relevance');
  const searchId = useId();
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(query), 250);
    return () => window.clearTimeout(timer);
  }, [query]);
  // A new search, sort or category starts again at page 1.
  const filterKey = JSON.stringify([debounced, sortBy, categoryId]);
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ key: filterKey, page: next });
  const results = useProductSearch({ query: debounced, categoryId, sortBy, page, limit: pageSize });
  const tree = categories.data ?? [];
  const top =
    tree.find((c) => c.id === categoryId || c.subcategories.some((s) => s.id === categoryId)) ?? null;
  const pages = results.data ? Math.max(1, Math.ceil(results.data.total / results.data.limit)) : 1;
  // `here`: this chip names the page shown (a top category's chip while one of its subcategories is
  // shown is marked as the current section, not the page).
  const chip = (id: string | null, selected: boolean, className: string, children: ReactNode, here = true) =>
    categoryHref ? (
      <Link
        className={className}
        to={categoryHref(id, tree)}
        aria-current={selected ? (here ? 'page' : 'true') : undefined}
      >
        {children}
      </Link>
    ) : (
      <button
        type="button"
        className={className}
        aria-pressed={selected}
        onClick={() => onCategoryChange(id, tree)}
      >
        {children}
      </button>
    );

  return (
    <div className="catalog">
      <nav className="catalog-categories" aria-label="Categories">
        {chip(null, categoryId === null, 'catalog-chip', 'All gifts')}
        {tree.map((category) => (
          <Fragment key={category.id}>
            {chip(
              category.id,
              top?.id === category.id,
              'catalog-chip',
              category.name,
              categoryId === category.id,
            )}
          </Fragment>
        ))}
      </nav>
      {top && (
        <nav className="catalog-subcategories" aria-label={`${top.name} subcategories`}>
          {top.subcategories.map((sub) => (
            <Fragment key={sub.id}>
              {/* The chosen subcategory's chip goes back up to its category. */}
              {chip(
                categoryId === sub.id ? top.id : sub.id,
                categoryId === sub.id,
                'catalog-chip catalog-chip--small',
                <>
                  {sub.name} <span className="catalog-chip__count">{sub.product_count}</span>
                </>,
              )}
            </Fragment>
          ))}
        </nav>
      )}
      <div className="catalog-tools">
        <label className="catalog-search" htmlFor={searchId}>
          <Search size={17} aria-hidden="true" />
          <span className="sr-only">Search gifts</span>
          <input
            id={searchId}
            className="input"
            type="search"
            placeholder="Search gifts: dutch oven, linen, sailing…"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
        </label>
        <label className="catalog-sort">
          <span className="sr-only">Sort by</span>
          <select
            className="input"
            value={sortBy}
            onChange={(event) => setSortBy(event.currentTarget.value as SortBy)}
          >
            {Object.entries(SORT_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {results.isError && (
        <p className="notice notice--error" role="alert">
          {serviceMessageOr(results.error, 'The catalog could not be loaded. Please try again.')}
        </p>
      )}
      {results.data && (
        <p className="catalog-count" role="status">
          {results.data.total === 0
            ? 'No gifts match. Try fewer words or another category.'
            : `${results.data.total} ${results.data.total === 1 ? 'gift' : 'gifts'}`}
        </p>
      )}
      {results.isPending && <p className="catalog-count">Loading gifts…</p>}
      <ul className="catalog-grid">
        {results.data?.products.map((product) => (
          <li key={product.id} className="catalog-card">
            <img
              className="catalog-card__image"
              src={product.image_url}
              alt=""
              width={200}
              height={200}
              loading="lazy"
            />
            <div className="catalog-card__body">
              <p className="catalog-card__retailer">{product.retailer_name}</p>
              <h3 className="catalog-card__name">
                {onPick ? (
                  product.name
                ) : (
                  <Link to={`/registry/${product.category_slug}/${product.subcategory_slug}/${product.slug}`}>
                    {product.name}
                  </Link>
                )}
              </h3>
              <p className="catalog-card__price">{price(product.price)}</p>
            </div>
            {onPick && (
              <button
                type="button"
                className="btn btn--secondary catalog-card__add"
                onClick={() => onPick(product)}
                aria-label={`Add ${product.name} to your registry`}
              >
                {picked?.has(product.id) ? (
                  <Check size={16} aria-hidden="true" />
                ) : (
                  <Plus size={16} aria-hidden="true" />
                )}
                {picked?.has(product.id) ? 'Add one more' : 'Add'}
              </button>
            )}
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <div className="catalog-pages">
          <button
            type="button"
            className="btn btn--ghost"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            Previous
          </button>
          <span>
            Page {page} of {pages}
          </span>
          <button
            type="button"
            className="btn btn--ghost"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            Next
          </button>
        </div>
      )}
    </div>
  );
}
