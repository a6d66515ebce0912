// /news: the wedding blog, newest article first.
import { ArrowRight } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../ssr/page-meta';
import { formatPublished, NEWS_PAGE_SIZE, type PostSummary, useNewsPage } from './api';
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

export function NewsListPage() {
  const [searchParams] = useSearchParams();
  const requested = Number(searchParams.get('page') ?? '1');
  // The API pages up to 10,000: a page past that is past the last article too, not an error.
  const page = Number.isInteger(requested) && requested >= 1 ? Math.min(requested, LAST_PAGE) : 1;
  const { data } = useNewsPage(page);
  const pages = Math.max(1, Math.ceil(data.total / NEWS_PAGE_SIZE));
  usePageMeta({
    title: 'Wedding Blog · Confetti',
    description:
      'Practical wedding planning advice: budgets across every vendor category, when to book vendors, guest list etiquette, seating charts, run-of-show templates and registries.',
    ...(data.posts[0] ? { image: data.posts[0].cover_image } : {}),
  });
  const [first, ...rest] = data.posts;
  return (
    <div className="news">
      <header className="news__hero">
        <div className="container news__narrow">
          <p className="eyebrow">Wedding blog</p>
          <h1>Advice for planning a wedding you'll love</h1>
          <p className="news__intro">
            Honest, practical guides from the team behind Confetti: money, timelines, guests, seating and the
            day itself.
          </p>
        </div>
      </header>
      <div className="container news__list">
        {data.posts.length === 0 ? (
          <p className="news__empty">
            No articles on this page. <Link to="/news">Back to the newest articles</Link>
          </p>
        ) : null}
        {first && page === 1 ? <ArticleCard post={first} featured /> : null}
        <div className="news__grid">
          {(page === 1 ? rest : data.posts).map((post) => (
            <ArticleCard key={post.slug} post={post} />
          ))}
        </div>
        {pages > 1 ? (
          <nav className="news__pages" aria-label="Article pages">
            {page > 1 ? <Link to={`/news?page=${page - 1}`}>Newer articles</Link> : <span />}
            <span>
              Page {page} of {pages}
            </span>
            {page < pages ? <Link to={`/news?page=${page + 1}`}>Older articles</Link> : <span />}
          </nav>
        ) : null}
      </div>
    </div>
  );
}
