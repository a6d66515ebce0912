// Article bodies are Markdown written by us, rendered safely all the same: raw HTML is not allowed
// (it is shown as text), and markdown-it refuses javascript: and other unsafe link targets.
import MarkdownIt from 'markdown-it';

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });

export function renderMarkdown(source: string): string {
  return markdown.render(source);
}
