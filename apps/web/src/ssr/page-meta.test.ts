// The head a server-rendered page is served with: crawlers need absolute URLs in JSON-LD and
// og:image, and nothing a page writes may close the script element it sits in.
import { describe, expect, it } from 'vitest';
import { absoluteJsonLd, headHtml } from './page-meta';

const ORIGIN = 'https://confetti.example.com';

function jsonLdOf(html: string): unknown {
  const json = html.match(/<script type="application\/ld\+json">([^<]*)<\/script>/)?.[1];
  if (json === undefined) throw new Error('no JSON-LD');
  return JSON.parse(json);
}

describe('headHtml', () => {
  it('names one canonical address for a page reached with a trailing slash, and / for /welcome', () => {
    const canonical = (path: string) =>
      /<link rel="canonical" href="([^"]+)"/.exec(headHtml({ title: 'T' }, ORIGIN, path))?.[1];
    expect(canonical('/news/wedding-registry-etiquette/')).toBe(`${ORIGIN}/news/wedding-registry-etiquette`);
    expect(canonical('/wedding-vendors//')).toBe(`${ORIGIN}/wedding-vendors`);
    expect(canonical('/welcome')).toBe(`${ORIGIN}/`);
    expect(canonical('/')).toBe(`${ORIGIN}/`);
  });

  it('names no canonical address for a page that answers 404: there is no page to keep', () => {
    const html = headHtml({ title: 'Page Not Found · Confetti', status: 404 }, ORIGIN, '/no-such-page');
    expect(html).toContain('<title>Page Not Found · Confetti</title>');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('og:url');
  });

  it('writes image and url values of this site as absolute URLs, at any depth, like og:image', () => {
    const html = headHtml(
      {
        title: 'Juniper Lane Photo',
        image: '/directory/photo-1.svg',
        jsonLd: {
          '@type': 'LocalBusiness',
          url: 'https://juniper.example.com',
          image: ['/directory/photo-1.svg', '/storage/listing-photos/a.webp'],
          description: '/not/a/url/key',
        },
      },
      ORIGIN,
      '/wedding-vendors/wedding-photographers/tx/austin/juniper',
    );
    // Link previews show no SVG: the site's card instead; the JSON-LD keeps the listing's pictures.
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/og-card.jpg" />`);
    expect(jsonLdOf(html)).toEqual({
      '@type': 'LocalBusiness',
      url: 'https://juniper.example.com',
      image: [`${ORIGIN}/directory/photo-1.svg`, `${ORIGIN}/storage/listing-photos/a.webp`],
      description: '/not/a/url/key',
    });
  });

  it('leaves absolute and protocol-relative URLs alone and reaches list items', () => {
    expect(
      absoluteJsonLd(
        {
          '@type': 'ItemList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, url: '/wedding-vendors/a/tx/austin/b' },
            { '@type': 'ListItem', position: 2, url: '//cdn.example.com/x' },
          ],
          image: 'https://cdn.example.com/y.png',
        },
        ORIGIN,
      ),
    ).toEqual({
      '@type': 'ItemList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: `${ORIGIN}/wedding-vendors/a/tx/austin/b` },
        { '@type': 'ListItem', position: 2, url: '//cdn.example.com/x' },
      ],
      image: 'https://cdn.example.com/y.png',
    });
    const external = headHtml({ title: 'x', image: 'https://cdn.example.com/y.png' }, ORIGIN, '/');
    expect(external).toContain('<meta property="og:image" content="https://cdn.example.com/y.png" />');
  });

  it("gives a link preview the page's own photo, or the site's card when it has none or an SVG", () => {
    const photo = headHtml({ title: 'x', image: '/storage/listing-photos/a.webp' }, ORIGIN, '/x');
    expect(photo).toContain(`<meta property="og:image" content="${ORIGIN}/storage/listing-photos/a.webp" />`);
    expect(photo).not.toContain('og:image:width');
    expect(photo).toContain('<meta name="twitter:card" content="summary_large_image" />');
    for (const image of [undefined, '/blog/seating.svg', '/blog/seating.SVG?v=2']) {
      const html = headHtml({ title: 'x', ...(image ? { image } : {}) }, ORIGIN, '/x');
      expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/og-card.jpg" />`);
      expect(html).toContain('<meta property="og:image:width" content="1200" />');
      expect(html).toContain('<meta property="og:image:height" content="630" />');
      expect(html).not.toContain('.svg');
    }
  });

  it('keeps JSON-LD from closing its script element', () => {
    const html = headHtml(
      { title: 'x', jsonLd: { name: '</script><script>alert(1)</script>' } },
      ORIGIN,
      '/',
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(jsonLdOf(html)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
