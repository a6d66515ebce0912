// /news: the wedding blog, newest article first; /news?tag=Budget: the articles with that tag (a tag no
// article has is a 404, and so is a page past the last: there is nothing at that address).
import { ArrowRight } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../ssr/page-meta';
import { NotFoundPage } from '../site/not-found-page';
import {
  formatPublished,
  NEWS_PAGE_SIZE,
  type NewsPage,
  type PostSummary,
  TAG_MAX_LENGTH,
  tagPath,
  useNewsPage,
} from './api';
import './news.css';

/** The highest page GET /api/news takes. */
const LAST_PAGE = 10_000;

function ArticleCard({ post, featured = false }: { post: PostSummary; featured?: boolean }) {
  return (
    <article className={featured ? 'news-card news-card--featured' : 'news-card'}>
      <Link to={`/news/${post.slug}`} className="news-card__link">
        <img className="news-card__cover" src={post.cover_image} alt="" width={1200} height={630} />
        <div className="news-card__text">
          <p className="news-card__meta">
            {post.tags[0] ? <span className="news-tag">{post.tags[0]}</span> : null}
            <time dateTime={post.published_at}>{formatPublished(post.published_at)}</time>
          </p>
          <h2 className="news-card__title">{post.title}</h2>
          <p className="news-card__excerpt">{post.excerpt}</p>
          <span className="news-card__more">
            Read the article <ArrowRight size={16} aria-hidden="true" />
          </span>
        </div>
      </Link>
    </article>
  );
}

/** The tag asked for, as written, or null for every article ('' and blanks ask for none). */
function askedTag(searchParams: URLSearchParams): string | null {
  const tag = searchParams.get('tag')?.trim() ?? '';
  return tag === '' ? null : tag;
}

export function NewsListPage() {
  const [searchParams] = useSearchParams();
  const tag = askedTag(searchParams);
  // No article has a tag longer than the API takes: such an address is not found, not an error.
  if (tag !== null && tag.length > TAG_MAX_LENGTH) return <NotFoundPage />;
  return <ArticleList tag={tag} searchParams={searchParams} />;
}

function ArticleList({ tag, searchParams }: { tag: string | null; searchParams: URLSearchParams }) {
  const requested = Number(searchParams.get('page') ?? '1');
  // The API pages up to 10,000: a page past that is past the last article too (a 404), not an error.
  const page = Number.isInteger(requested) && requested >= 1 ? Math.min(requested, LAST_PAGE) : 1;
  const { data } = useNewsPage(page, tag);
  if (tag !== null && data.total === 0) return <NotFoundPage />;
  if (page > 1 && data.posts.length === 0) return <NotFoundPage />;
  return (
    <ArticleListPage data={data} page={page} tag={tag === null ? null : tagAsWritten(data.posts, tag)} />
  );
}

/** The tag as its articles write it ("Run of Show" for ?tag=run%20of%20show). */
function tagAsWritten(posts: readonly PostSummary[], asked: string): string {
  for (const post of posts) {
    const found = post.tags.find((t) => t.toLowerCase() === asked.toLowerCase());
    if (found) return found;
  }
  return asked;
}

function ArticleListPage({ data, page, tag }: { data: NewsPage; page: number; tag: string | null }) {
  const pages = Math.max(1, Math.ceil(data.total / NEWS_PAGE_SIZE));
  const pagePath = (n: number) => (tag === null ? `/news?page=${n}` : tagPath(tag, n));
  usePageMeta({
    title: tag === null ? 'Wedding Blog · Confetti' : `${tag} · Wedding Blog · Confetti`,
    description:
      tag === null
        ? 'Practical wedding planning advice: budgets across every vendor category, when to book vendors, guest list etiquette, seating charts, run-of-show templates and registries.'
        : `Wedding planning articles about ${tag.toLowerCase()} from the team behind Confetti.`,
    ...(data.posts[0] ? { image: data.posts[0].cover_image } : {}),
    // A topic's list repeats articles the blog lists already.
    ...(tag === null ? {} : { noindex: true }),
  });
  const [first, ...rest] = data.posts;
  const featured = tag === null && page === 1 ? first : undefined;
  return (
    <div className="news">
      <header className="news__hero">
        <div className="container news__narrow">
          <p className="eyebrow">Wedding blog</p>
          {tag === null ? (
            <>
              <h1>Advice for planning a wedding you'll love</h1>
              <p className="news__intro">
                Honest, practical guides from the team behind Confetti: money, timelines, guests, seating and
                the day itself.
              </p>
            </>
          ) : (
            <>
              <h1>{`Articles about ${tag}`}</h1>
              <p className="news__intro">
                {data.total === 1 ? '1 article' : `${data.total} articles`} ·{' '}
                <Link to="/news">All articles</Link>
              </p>
            </>
          )}
        </div>
      </header>
      <div className="container news__list">
        {data.posts.length === 0 ? (
          <p className="news__empty">No articles yet. The first ones are on their way.</p>
        ) : null}
        {featured ? <ArticleCard post={featured} featured /> : null}
        <div className="news__grid">
          {(featured ? rest : data.posts).map((post) => (
            <ArticleCard key={post.slug} post={post} />
          ))}
        </div>
        {pages > 1 ? (
          <nav className="news__pages" aria-label="Article pages">
            {page > 1 ? <Link to={pagePath(page - 1)}>Newer articles</Link> : <span />}
            <span>
              Page {page} of {pages}
            </span>
            {page < pages ? <Link to={pagePath(page + 1)}>Older articles</Link> : <span />}
          </nav>
        ) : null}
      </div>
    </div>
  );
}
