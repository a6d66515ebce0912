import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('lets a keyboard reach a table that scrolls sideways', () => {
    const html = renderMarkdown('| Month | Task |\n| --- | --- |\n| 12 | Book the venue |\n');
    expect(html).toContain('<table tabindex="0">');
    expect(html).toContain('<td>Book the venue</td>');
  });

  it('shows raw HTML as text and refuses javascript: links', () => {
    const html = renderMarkdown('<script>alert(1)</script> [x](javascript:alert(1))');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('href="javascript:');
  });
});
