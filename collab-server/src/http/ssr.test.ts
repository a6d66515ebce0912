import { describe, expect, it } from 'vitest';
import { documentHtml } from './ssr';

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
});
