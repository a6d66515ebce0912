// Article bodies are Markdown written by us, rendered safely all the same: raw HTML is not allowed
// (it is shown as text), and markdown-it refuses javascript: and other unsafe link targets.
import MarkdownIt from 'markdown-it';

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });

// A table wider than a phone scrolls sideways inside the article: it can take the keyboard's focus,
// so it can be scrolled without a pointer too (WCAG 2.1.1; axe's scrollable-region-focusable).
markdown.renderer.rules.table_open = (tokens, idx, options, _env, self) => {
  tokens[idx]!.attrSet('tabindex', '0');
  return self.renderToken(tokens, idx, options);
};

export function renderMarkdown(source: string): string {
  return markdown.render(source);
}
