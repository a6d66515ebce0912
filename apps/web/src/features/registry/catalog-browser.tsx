// The marketplace catalog: categories, a search box (full text on the server), a price range,
// sorting and a grid of products with their pictures. The public /registry pages link each product to
// its own page; the Registry tab's picker adds it to the couple's registry instead.
//
// The search (words, price, sort, page) belongs to the caller: the public pages keep it in the
// address, so a search can be shared, reloaded and stepped through with Back and Forward; the picker,
// a dialog, keeps it while it is open. Words are searched for once typing pauses. The first pause
// starts a new search (a step of its own in the history) and later ones refine it in place, until
// Enter or the next time the box is entered, so typing does not leave a step per keystroke.
import { Check, Plus, Search } from 'lucide-react';
import { Fragment, type ReactNode, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { serviceMessageOr } from '../../lib/api';
import {
  type CategoryNode,
  type MarketplaceProduct,
  type SortBy,
  useCategories,
  useProductSearch,
} from './api';
import {
  type CatalogSearch,
  PRICE_RANGES,
  priceLabel,
  priceParam,
  readPrice,
  SORT_LABELS,
  sameSearch,
} from './catalog-search';
import { catalogProductPath, price } from './format';

/** How a new search goes into the history: a step of its own, or in place of the one shown. */
export type SearchStep = 'push' | 'replace';

interface CatalogBrowserProps {
  /** The category or subcategory shown (null: everything). */
  categoryId: string | null;
  onCategoryChange: (categoryId: string | null, categories: CategoryNode[]) => void;
  /**
   * Public pages: each category's own address. Its chips are then links, which work before the
   * scripts have loaded (and without them); the planner's picker keeps buttons.
   */
  categoryHref?: (categoryId: string | null, categories: CategoryNode[]) => string;
  /** The search shown. */
  search: CatalogSearch;
  /** A new search (never called with the one shown). */
  onSearchChange: (search: CatalogSearch, step: SearchStep) => void;
  /** Public pages: a search's own address. Pages of results are then links, like the chips. */
  searchHref?: (search: CatalogSearch) => string;
  /** In the planner: add a product to the registry. Public pages link to the product instead. */
  onPick?: (product: MarketplaceProduct) => void;
  /** Products already on the registry (the picker marks them). */
  picked?: ReadonlySet<string>;
  pageSize?: number;
}

/** How long typing pauses before its words are searched for. */
const TYPING_PAUSE_MS = 300;

export function CatalogBrowser({
  categoryId,
  onCategoryChange,
  categoryHref,
  search,
  onSearchChange,
  searchHref,
  onPick,
  picked,
  pageSize = 24,
}: CatalogBrowserProps) {
  const categories = useCategories();
  const results = useProductSearch({
    query: search.query,
    categoryId,
    price: search.price,
    sortBy: search.sortBy,
    page: search.page,
    limit: pageSize,
  });
  const id = useId();
  const catalogRef = useRef<HTMLDivElement>(null);

  // The words in the box, ahead of the search shown while they are being typed.
  const [words, setWords] = useState(search.query);
  /** The words of the search shown, as far as the box knows: the last it sent, or the address's. */
  const sentWords = useRef(search.query);
  /** Whether the words being typed already have their step in the history (later pauses replace it). */
  const typedStep = useRef(false);

  const change = (next: CatalogSearch, step: SearchStep = 'push') => {
    sentWords.current = next.query;
    if (!sameSearch(next, search)) onSearchChange(next, step);
  };
  const sendWords = () => {
    const typed = words.trim();
    if (typed === sentWords.current) return;
    change({ ...search, query: typed, page: 1 }, typedStep.current ? 'replace' : 'push');
    typedStep.current = true;
  };
  const onTypingPause = useEffectEvent(sendWords);

  useEffect(() => {
    if (words.trim() === sentWords.current) return;
    const timer = window.setTimeout(onTypingPause, TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [words]);

  // The search changed under the box (Back, Forward, a link): the box shows its words.
  useEffect(() => {
    if (search.query === sentWords.current) return;
    sentWords.current = search.query;
    typedStep.current = false;
    setWords(search.query);
  }, [search.query]);

  /** A choice other than the words: a step of its own, with any words typed but not yet searched. */
  const choose = (next: Partial<CatalogSearch>) => {
    typedStep.current = false;
    change({ ...search, query: words.trim(), page: 1, ...next });
  };

  /** The top of a new page of results in view (the Next button is at the foot of the last one). */
  const toResultsTop = () => {
    const catalog = catalogRef.current;
    if (catalog && catalog.getBoundingClientRect().top < 0) catalog.scrollIntoView({ block: 'start' });
  };

  const tree = categories.data ?? [];
  const top =
    tree.find((c) => c.id === categoryId || c.subcategories.some((s) => s.id === categoryId)) ?? null;
  const pages = results.data ? Math.max(1, Math.ceil(results.data.total / results.data.limit)) : 1;
  // A shared link may name a price range the menu does not offer: it is offered too.
  const priceRanges =
    search.price && !PRICE_RANGES.some((r) => priceParam(r) === priceParam(search.price!))
      ? [...PRICE_RANGES, search.price]
      : PRICE_RANGES;
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
  const pageControl = (page: number, label: string, rel: 'prev' | 'next', enabled: boolean) =>
    enabled && searchHref ? (
      <Link className="btn btn--ghost" to={searchHref({ ...search, page })} rel={rel} onClick={toResultsTop}>
        {label}
      </Link>
    ) : (
      <button
        type="button"
        className="btn btn--ghost"
        // aria-disabled, not disabled: Next pressed onto the last page keeps keyboard focus.
        aria-disabled={!enabled || undefined}
        onClick={() => {
          if (!enabled) return;
          typedStep.current = false;
          change({ ...search, page });
          toResultsTop();
        }}
      >
        {label}
      </button>
    );

  return (
    <div className="catalog" ref={catalogRef}>
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
      <search>
        {/* A GET form: without scripts (or before they have loaded) Enter sends the search as an address. */}
        <form
          className="catalog-tools"
          method="get"
          onSubmit={(event) => {
            event.preventDefault();
            sendWords();
            // The next words typed are a new search.
            typedStep.current = false;
          }}
        >
          <label className="catalog-search" htmlFor={`${id}-query`}>
            <Search size={17} aria-hidden="true" />
            <span className="sr-only">Search gifts</span>
            <input
              id={`${id}-query`}
              className="input"
              type="search"
              name="query"
              maxLength={200}
              placeholder="Search gifts: dutch oven, linen, sailing…"
              value={words}
              onFocus={() => {
                typedStep.current = false;
              }}
              onChange={(event) => setWords(event.currentTarget.value)}
            />
          </label>
          {/* Labels beside their menus, not around them: a menu's name is then "Price", not its options too. */}
          <div className="catalog-filter">
            <label className="sr-only" htmlFor={`${id}-price`}>
              Price
            </label>
            <select
              id={`${id}-price`}
              className="input"
              name="price"
              value={search.price ? priceParam(search.price) : ''}
              onChange={(event) => choose({ price: readPrice(event.currentTarget.value) })}
            >
              <option value="">Any price</option>
              {priceRanges.map((range) => (
                <option key={priceParam(range)} value={priceParam(range)}>
                  {priceLabel(range)}
                </option>
              ))}
            </select>
          </div>
          <div className="catalog-filter">
            <label className="sr-only" htmlFor={`${id}-sort`}>
              Sort by
            </label>
            <select
              id={`${id}-sort`}
              className="input"
              name="sort"
              value={search.sortBy}
              onChange={(event) => choose({ sortBy: event.currentTarget.value as SortBy })}
            >
              {Object.entries(SORT_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          {/* Shown only without scripts, where a choice in the menus does not apply by itself. */}
          <button type="submit" className="btn btn--secondary catalog-tools__submit">
            Search
          </button>
        </form>
      </search>
      {results.isError && (
        <p className="notice notice--error" role="alert">
          {serviceMessageOr(results.error, 'The catalog could not be loaded. Please try again.')}
        </p>
      )}
      {results.data && results.data.total > 0 && search.page > pages && (
        <p className="catalog-past-end">
          There is no page {search.page}: these gifts fill {pages === 1 ? 'one page' : `${pages} pages`}.{' '}
          {searchHref ? (
            <Link to={searchHref({ ...search, page: pages })}>Go to page {pages}</Link>
          ) : (
            <button type="button" className="link-button" onClick={() => change({ ...search, page: pages })}>
              Go to page {pages}
            </button>
          )}
        </p>
      )}
      {results.data && (
        <p className="catalog-count" role="status">
          {results.data.total === 0
            ? `No gifts match${search.query ? ` “${search.query}”` : ''}. Try fewer words, another price or another category.`
            : `${results.data.total} ${results.data.total === 1 ? 'gift' : 'gifts'}${search.query ? ` for “${search.query}”` : ''}`}
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
                {onPick ? product.name : <Link to={catalogProductPath(product)}>{product.name}</Link>}
              </h3>
              <p className="catalog-card__price">{price(product.price)}</p>
            </div>
            {onPick && (
              <button
                type="button"
                className="btn btn--secondary catalog-card__add"
                onClick={() => onPick(product)}
                // The visible words first (speech input users say them), then which gift.
                aria-label={`${picked?.has(product.id) ? 'Add one more' : 'Add'}: ${product.name}`}
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
        <nav className="catalog-pages" aria-label="Pages of gifts">
          {pageControl(Math.min(search.page - 1, pages), 'Previous', 'prev', search.page > 1)}
          <span>
            Page {search.page} of {pages}
          </span>
          {pageControl(search.page + 1, 'Next', 'next', search.page < pages)}
        </nav>
      )}
    </div>
  );
}
