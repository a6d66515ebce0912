// /registry, /registry/:categorySlug/:subcategorySlug and /registry/:categorySlug/:subcategorySlug/
// :productSlug: the public gift catalog. Browsing picks a category in the address's path and the
// search (words, price, sort, page) in its query string, so a link shares exactly what you see, a
// reload keeps it, Back returns to the search before, and the server renders it; a product has its
// own page. Couples start a registry from here.
import { useSuspenseQuery } from '@tanstack/react-query';
import { ArrowLeft, Gift } from 'lucide-react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/session';
import { MovedPermanently, usePageMeta } from '../../ssr/page-meta';
import { NotFoundPage } from '../site/not-found-page';
import { type CategoryNode, type MarketplaceProduct, marketplaceApi } from './api';
import { CatalogBrowser } from './catalog-browser';
import { catalogSearchString, readCatalogSearch } from './catalog-search';
import { catalogProductPath, price } from './format';
import './registry.css';

function categoryIdOf(
  tree: CategoryNode[],
  categorySlug?: string,
  subcategorySlug?: string,
): string | null | undefined {
  if (!categorySlug) return null;
  const top = tree.find((c) => c.slug === categorySlug);
  if (!top) return undefined;
  if (!subcategorySlug) return top.id;
  return top.subcategories.find((s) => s.slug === subcategorySlug)?.id;
}

/** "Cookware", or "Kitchen" for a top category. */
function nameOf(tree: CategoryNode[], categoryId: string): string | null {
  for (const top of tree) {
    if (top.id === categoryId) return top.name;
    const sub = top.subcategories.find((s) => s.id === categoryId);
    if (sub) return sub.name;
  }
  return null;
}

/** Each category's page has a title of its own; an unknown category is a real 404. */
function CatalogMeta({ name, missing }: { name: string | null; missing: boolean }) {
  usePageMeta(
    missing
      ? { title: 'Category Not Found · Wedding Gift Registry · Confetti', status: 404 }
      : {
          title: name ? `${name} · Wedding Gift Registry · Confetti` : 'Wedding Gift Registry · Confetti',
          description: name
            ? `${name} for your wedding registry: choose gifts from our catalog, add a honeymoon or cash fund, and share one page with your guests.`
            : 'A free wedding registry: over 200 gifts for the kitchen, dining, home and travel, honeymoon and cash funds, and gifts from any store, on one page for your guests.',
        },
  );
  return null;
}

function pathOf(tree: CategoryNode[], categoryId: string | null): string {
  if (!categoryId) return '/registry';
  for (const top of tree) {
    if (top.id === categoryId) return `/registry/${top.slug}`;
    const sub = top.subcategories.find((s) => s.id === categoryId);
    if (sub) return `/registry/${top.slug}/${sub.slug}`;
  }
  return '/registry';
}

export function PublicCatalogPage() {
  const { categorySlug, subcategorySlug, productSlug } = useParams();
  // The product page sets its own title; a title set here too would replace it after loading.
  if (productSlug) return <ProductPage path={{ categorySlug, subcategorySlug, productSlug }} />;
  return <CatalogPage categorySlug={categorySlug} subcategorySlug={subcategorySlug} />;
}

function CatalogPage({ categorySlug, subcategorySlug }: { categorySlug?: string; subcategorySlug?: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const search = readCatalogSearch(params);
  /** Another category, searched the same way from its first page. */
  const inCategory = (path: string) => `${path}${catalogSearchString({ ...search, page: 1 })}`;
  // Suspends, so the server knows the category: its title, and a real 404 for an unknown one.
  const categories = useSuspenseQuery({
    queryKey: ['marketplace', 'categories'],
    queryFn: ({ signal }) => marketplaceApi.categories(signal),
  });
  const tree = categories.data;
  const categoryId = categoryIdOf(tree, categorySlug, subcategorySlug);
  return (
    <div className="registry-public container">
      <CatalogMeta name={categoryId ? nameOf(tree, categoryId) : null} missing={categoryId === undefined} />
      <header className="registry-public__hero">
        <p className="eyebrow">Gift registry</p>
        {/* A category's page is about that category: its heading says which (its title does too). */}
        <h1>
          {categoryId
            ? `${nameOf(tree, categoryId)} for your registry`
            : 'One registry for everything you love'}
        </h1>
        <p className="registry-public__lede">
          Choose from over 200 gifts, add a honeymoon fund or anything from another store, and share one page
          with your guests.
        </p>
        <Link className="btn btn--primary" to="/app/registry">
          <Gift size={17} aria-hidden="true" /> Start your registry
        </Link>
      </header>
      {categoryId === undefined ? (
        <div className="registry-public__missing card">
          <h2>We could not find that category</h2>
          <p className="registry-muted">It may have moved. Browse all gifts instead.</p>
          <Link className="btn btn--secondary" to="/registry">
            All gifts
          </Link>
        </div>
      ) : (
        <section aria-labelledby="registry-catalog-title">
          {/* The product cards' names are h3s: this is the level between them and the page's h1. */}
          <h2 id="registry-catalog-title" className="sr-only">
            Browse gifts
          </h2>
          <CatalogBrowser
            categoryId={categoryId}
            categoryHref={(id, all) => inCategory(pathOf(all, id))}
            onCategoryChange={(id, all) => navigate(inCategory(pathOf(all, id)))}
            search={search}
            onSearchChange={(next, step) =>
              setParams(new URLSearchParams(catalogSearchString(next)), { replace: step === 'replace' })
            }
            searchHref={(next) => `${pathname}${catalogSearchString(next)}`}
          />
        </section>
      )}
    </div>
  );
}

function ProductPage({
  path: { categorySlug, subcategorySlug, productSlug: slug },
}: {
  path: { categorySlug?: string; subcategorySlug?: string; productSlug: string };
}) {
  const { search } = useLocation();
  // Suspends, so the server renders the product with its head; an unknown product is the 404 page.
  const product = useSuspenseQuery({
    queryKey: ['marketplace', 'product', slug],
    queryFn: async ({ signal }) => {
      try {
        return await marketplaceApi.product(slug, signal);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
  if (!product.data) return <NotFoundPage />;
  // The slug names the product; a path with another category (an old link from before the catalog
  // moved it, or a mistyped one) leads to the product's own address, so each product has one page.
  const own = catalogProductPath(product.data);
  if (`/registry/${categorySlug}/${subcategorySlug}/${slug}` !== own)
    return <MovedPermanently to={`${own}${search}`} />;
  return <Product product={product.data} />;
}

function Product({ product: p }: { product: MarketplaceProduct }) {
  const { user } = useSession();
  usePageMeta({
    title: `${p.name} · Wedding Registry · Confetti`,
    description: p.description,
    image: p.image_url,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: p.name,
      description: p.description,
      image: p.image_url,
      brand: p.retailer_name,
      offers: { '@type': 'Offer', price: String(p.price), priceCurrency: 'USD' },
    },
  });
  return (
    <div className="registry-public container">
      <Link className="registry-back" to={`/registry/${p.category_slug}/${p.subcategory_slug}`}>
        <ArrowLeft size={16} aria-hidden="true" /> {p.category_name} · {p.subcategory_name}
      </Link>
      <article className="registry-product card">
        <img className="registry-product__image" src={p.image_url} alt={p.name} width={400} height={400} />
        <div className="registry-product__body">
          <p className="catalog-card__retailer">{p.retailer_name}</p>
          <h1>{p.name}</h1>
          <p className="registry-product__price">{price(p.price)}</p>
          <p>{p.description}</p>
          {user?.user_type === 'vendor' ? (
            // A vendor account has no registry (and /app sends it to the vendor portal).
            <p className="registry-muted">
              Registries belong to couples’ accounts: you are signed in with a vendor account.
            </p>
          ) : (
            <>
              <Link className="btn btn--primary" to={`/app/registry?add=${encodeURIComponent(p.slug)}`}>
                <Gift size={17} aria-hidden="true" /> Add to your registry
              </Link>
              <p className="registry-muted">
                {user?.user_type === 'couple'
                  ? 'It goes on your registry in your planner.'
                  : 'Sign in, or create a free account, to put it on your registry.'}
              </p>
            </>
          )}
        </div>
      </article>
    </div>
  );
}
