// /news/:slug: one article, server-rendered with its head (title, description, Open Graph image,
// Article JSON-LD); an unknown slug is the 404 page with a 404 status.
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { usePageMeta } from '../../ssr/page-meta';
import { NotFoundPage } from '../site/not-found-page';
import { formatPublished, type Post, readingMinutes, tagPath, useArticle, useNewsPage } from './api';
import { renderMarkdown } from './markdown';
import './news.css';

function Article({ post }: { post: Post }) {
  usePageMeta({
    title: `${post.title} · Confetti`,
    description: post.excerpt,
    image: post.cover_image,
    type: 'article',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: post.title,
      description: post.excerpt,
      datePublished: post.published_at,
      image: post.cover_image,
      keywords: post.tags.join(', '),
      publisher: { '@type': 'Organization', name: 'Confetti' },
    },
  });
  const html = useMemo(() => renderMarkdown(post.body), [post.body]);
  const { data: latest } = useNewsPage(1);
  const more = latest.posts.filter((p) => p.slug !== post.slug).slice(0, 3);
  return (
    <article className="news-article">
      <header className="news-article__header">
        <div className="container news__narrow">
          <Link to="/news" className="news-article__back">
            <ArrowLeft size={16} aria-hidden="true" /> All articles
          </Link>
          <p className="news-card__meta">
            {post.tags.map((tag) => (
              <Link
                key={tag}
                to={tagPath(tag)}
                className="news-tag"
                aria-label={`More articles about ${tag}`}
              >
                {tag}
              </Link>
            ))}
          </p>
          <h1>{post.title}</h1>
          <p className="news-article__lede">{post.excerpt}</p>
          <p className="news-article__byline">
            <time dateTime={post.published_at}>{formatPublished(post.published_at)}</time> ·{' '}
            {readingMinutes(post.body)} min read
          </p>
        </div>
      </header>
      <div className="container news__narrow">
        <img className="news-article__cover" src={post.cover_image} alt="" width={1200} height={630} />
        {/* Markdown rendered with raw HTML disabled and unsafe links refused (markdown.ts). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by markdown-it's safe mode */}
        <div className="news-article__body prose" dangerouslySetInnerHTML={{ __html: html }} />
        <aside className="news-article__cta">
          <h2>Plan it together, for free</h2>
          <p>Checklist, budget, guests, seating and your run of show in one place, live for both of you.</p>
          <Link to="/auth?mode=signup" className="btn btn--primary btn--lg">
            Start Planning Free <ArrowRight size={18} aria-hidden="true" />
          </Link>
        </aside>
        {more.length > 0 ? (
          <section className="news-article__more" aria-labelledby="more-articles">
            <h2 id="more-articles">Keep reading</h2>
            <ul>
              {more.map((p) => (
                <li key={p.slug}>
                  <Link to={`/news/${p.slug}`}>{p.title}</Link>
                  <span>{formatPublished(p.published_at)}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </article>
  );
}

export function ArticlePage() {
  const { slug = '' } = useParams();
  const { data: post } = useArticle(slug);
  if (!post) return <NotFoundPage />;
  return <Article post={post} />;
}
