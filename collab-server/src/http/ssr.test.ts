import { describe, expect, it } from 'vitest';
import { clientPageHtml, documentHtml } from './ssr';

const TEMPLATE =
  '<html><head><!--page-meta--><title>Confetti</title><!--/page-meta--></head><body><div id="root"></div></body></html>';

describe('documentHtml', () => {
  it('keeps dollar signs in the page and its head as they are (a "$$" price range stays "$$")', () => {
    const html = documentHtml(TEMPLATE, {
      html: '<p>$$ · Moderate</p><p>$& $1 $`</p>',
      head: '<title>Price $$$$</title>',
      state: { price: '$$' },
    });
    expect(html).toContain('<p>$$ · Moderate</p><p>$& $1 $`</p>');
    expect(html).toContain('<title>Price $$$$</title>');
    expect(html).toContain('{"price":"$$"}');
    expect(html).not.toContain('<title>Confetti</title>');
  });

  it('drops the shell\'s "needs JavaScript" notice from a page that is there without scripts', () => {
    const shell = TEMPLATE.replace(
      '</body>',
      '<noscript>Confetti needs JavaScript to run.</noscript></body>',
    );
    expect(documentHtml(shell, { html: '<h1>Vendors</h1>', head: null, state: {} })).not.toContain(
      'noscript',
    );
    // An empty render (a client-only page) keeps it.
    expect(documentHtml(shell, { html: '', head: null, state: {} })).toContain('<noscript>');
  });

  it("keeps a page's own <noscript> note while dropping the shell's", () => {
    const shell = TEMPLATE.replace(
      '</body>',
      '<noscript>Confetti needs JavaScript to run.</noscript></body>',
    );
    const html = documentHtml(shell, {
      html: '<h1>Gifts</h1><noscript><p>Turn on JavaScript to mark a gift as bought.</p></noscript>',
      head: null,
      state: {},
    });
    expect(html).toContain('<noscript><p>Turn on JavaScript to mark a gift as bought.</p></noscript>');
    expect(html).not.toContain('Confetti needs JavaScript to run.');
  });
});

describe('clientPageHtml', () => {
  it('titles an invitation and a password reset as themselves, not as the landing page', () => {
    expect(clientPageHtml(TEMPLATE, '/invite/abc')).toContain('<title>Invitation · Confetti</title>');
    expect(clientPageHtml(TEMPLATE, '/auth/reset')).toContain(
      '<title>Choose a New Password · Confetti</title>',
    );
    expect(clientPageHtml(TEMPLATE, '/invite/abc')).not.toContain('<title>Confetti</title>');
    // The vendor portal's pages are the portal's, not the couples' landing page.
    expect(clientPageHtml(TEMPLATE, '/vendor/listing')).toContain('<title>Vendor Portal · Confetti</title>');
  });

  it('leaves the shell as it is for a page without a title of its own', () => {
    expect(clientPageHtml(TEMPLATE, '/app/budget')).toBe(TEMPLATE);
  });
});
