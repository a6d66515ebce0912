// The wedding blog: /news and /news/:slug.
export { ArticlePage } from './article-page';
export { NewsListPage } from './news-list-page';
