import { Marked, type Tokens } from 'marked';

/** Links a store's text may hold: web pages, e-mail, phone, and paths of this site. */
const SAFE_HREF = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A store's Markdown as HTML that can do nothing but show text: HTML in it is shown as written (escaped,
 * never parsed), a link to anything but a web page, e-mail, phone or this site keeps only its text,
 * images show their description, and headings start one level below the page's own (`#` is an h2).
 */
const marked = new Marked({
  async: false,
  gfm: true,
  renderer: {
    html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
    image: ({ text }: Tokens.Image) => escapeHtml(text),
    link(token: Tokens.Link) {
      return SAFE_HREF.test(token.href.trim()) ? false : this.parser.parseInline(token.tokens);
    },
    heading({ tokens, depth }: Tokens.Heading) {
      const level = Math.min(depth + 1, 6);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
  },
});

export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown, { async: false });
}
