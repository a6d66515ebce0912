// A wedding blog article shipped with the product (seeded into the posts table). Bodies are Markdown,
// rendered safely (raw HTML is not allowed) by the web app.
export interface BlogPost {
  slug: string;
  title: string;
  excerpt: string;
  /** Markdown. */
  body: string;
  /** A local image path, served by the web app. */
  coverImage: string;
  /** yyyy-mm-dd */
  publishedAt: string;
  tags: string[];
}
