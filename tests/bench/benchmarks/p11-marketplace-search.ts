// P11: marketplace search over the seeded catalog (the 200+ products the server syncs at start-up),
// `GET /api/marketplace/products/search` as the registry's search box sends it while someone types:
// prefixes of real product words, some with a category, a price range or another sort. One request
// at a time from one client (a person typing), so the figure is the latency of one search.
// Reference (Postgres runs): the same two statements (count, then the page) straight through Kysely
// in this process, without HTTP, middleware or JSON.
import { MARKETPLACE_PRODUCTS } from '@confetti/catalog/marketplace';
import { sql } from 'kysely';
import type { BenchContext, ConfettiServer } from '../lib/context';
import type { Figure } from '../lib/report';
import { mulberry32, roundSummary, summarize } from '../stats';

export const P11_GOAL_P95_MS = 50;
const SORTS = ['relevance', 'relevance', 'relevance', 'price_asc', 'newest'] as const;

interface Search {
  query: string;
  category_id?: string;
  max_price?: number;
  sort_by: (typeof SORTS)[number];
}

/** Searches as typed: for a few product names, each word's prefixes of 2..n letters. */
export function searches(count: number, seed = 11): Search[] {
  const random = mulberry32(seed);
  const names = MARKETPLACE_PRODUCTS.map((p) => p.name.toLowerCase());
  const out: Search[] = [];
  while (out.length < count) {
    const product = MARKETPLACE_PRODUCTS[Math.floor(random() * MARKETPLACE_PRODUCTS.length)]!;
    const words = names[MARKETPLACE_PRODUCTS.indexOf(product)]!.match(/[\p{L}\p{N}]+/gu) ?? [];
    const word = words[Math.floor(random() * words.length)] ?? 'gift';
    for (let n = 2; n <= word.length && out.length < count; n++) {
      const r = random();
      out.push({
        query: word.slice(0, n),
        ...(r < 0.2 ? { category_id: product.categoryId } : {}),
        ...(r > 0.85 ? { max_price: 200 } : {}),
        sort_by: SORTS[Math.floor(random() * SORTS.length)]!,
      });
    }
  }
  return out;
}

function searchUrl(base: string, s: Search): string {
  const q = new URLSearchParams({ query: s.query, sort_by: s.sort_by, limit: '24' });
  if (s.category_id) q.set('category_id', s.category_id);
  if (s.max_price !== undefined) q.set('max_price', String(s.max_price));
  return `${base}/api/marketplace/products/search?${q}`;
}

export async function runMarketplaceSearch(ctx: BenchContext, server: ConfettiServer): Promise<Figure[]> {
  const count = ctx.quick ? 30 : 400;
  const list = searches(count + 20);
  const times: number[] = [];
  let results = 0;
  for (const [i, s] of list.entries()) {
    const started = performance.now();
    const res = await fetch(searchUrl(server.url, s));
    const body = (await res.json()) as { products?: unknown[]; total?: number };
    const took = performance.now() - started;
    if (!res.ok || !Array.isArray(body.products)) throw new Error(`search answered ${res.status}`);
    if (i >= 20) {
      times.push(took);
      results += body.total ?? 0;
    }
  }
  const latency = roundSummary(summarize(times));
  const figures: Figure[] = [
    {
      id: 'P11',
      title: `marketplace search, ${MARKETPLACE_PRODUCTS.length}-product catalog (as typed)`,
      system: 'Confetti',
      reference: false,
      latency,
      goal: { text: `p95 ≤ ${P11_GOAL_P95_MS} ms`, met: latency.p95 <= P11_GOAL_P95_MS },
      notes: [
        `${times.length} searches one after another; ${Math.round(results / Math.max(1, times.length))} matches on average`,
      ],
    },
  ];

  if (ctx.dialect !== 'postgres') return figures; // PGlite cannot be opened while the server holds it
  const handle = await ctx.db.open();
  try {
    const db = handle.db;
    const direct: number[] = [];
    for (const [i, s] of list.entries()) {
      const words = s.query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
      const tsquery = words.map((w) => `${w}:*`).join(' & ');
      const started = performance.now();
      let base = db
        .selectFrom('marketplace_products as p')
        .innerJoin('marketplace_retailers as r', 'r.id', 'p.retailer_id')
        .innerJoin('marketplace_categories as c', 'c.id', 'p.category_id')
        .innerJoin('marketplace_categories as sc', 'sc.id', 'p.subcategory_id')
        .where(sql<boolean>`p.search @@ to_tsquery('english', ${tsquery})`);
      if (s.category_id) {
        const id = s.category_id;
        base = base.where((eb) => eb.or([eb('p.category_id', '=', id), eb('p.subcategory_id', '=', id)]));
      }
      if (s.max_price !== undefined) base = base.where('p.price', '<=', s.max_price);
      await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
      let listing = base.selectAll('p').select(['r.name as retailer_name', 'c.slug', 'sc.slug as sub']);
      if (s.sort_by === 'price_asc') listing = listing.orderBy('p.price', 'asc');
      else if (s.sort_by === 'newest') listing = listing.orderBy('p.created_at', 'desc');
      else
        listing = listing
          .orderBy(sql`ts_rank(p.search, to_tsquery('english', ${tsquery}))`, 'desc')
          .orderBy('p.popularity', 'desc');
      await listing.orderBy('p.id').limit(24).execute();
      if (i >= 20) direct.push(performance.now() - started);
    }
    figures.push({
      id: 'P11',
      title: `marketplace search, ${MARKETPLACE_PRODUCTS.length}-product catalog (as typed)`,
      system: 'the same SQL through Kysely (reference)',
      reference: true,
      latency: roundSummary(summarize(direct)),
    });
  } finally {
    await handle.close();
  }
  return figures;
}
