import { describe, expect, it } from 'vitest';
import { markdownToHtml } from './markdown.ts';

describe('markdownToHtml', () => {
  it('renders headings one level down, emphasis, lists and web links', () => {
    const html = markdownToHtml('# Data\n\n**We** keep:\n\n- your name\n\n[More](https://example.com)');
    expect(html).toContain('<h2>Data</h2>');
    expect(html).toContain('<strong>We</strong>');
    expect(html).toContain('<li>your name</li>');
    expect(html).toContain('<a href="https://example.com">More</a>');
  });

  it('shows HTML and scripts as text, never as elements', () => {
    const html = markdownToHtml('<script>alert(1)</script>\n\nHi <img src=x onerror="alert(2)"> there');
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(2)&quot;&gt;');
  });

  it('keeps only the text of a link to a script or data, and of an image', () => {
    const html = markdownToHtml(
      '[click](javascript:alert(1)) [data](data:text/html,x) ![a picture](https://x.test/a.png)',
    );
    expect(html).not.toMatch(/<a |<img|javascript:|data:text/);
    expect(html).toContain('click');
    expect(html).toContain('a picture');
  });

  it('keeps e-mail, phone and same-site links', () => {
    const html = markdownToHtml('[mail](mailto:a@example.com) [call](tel:+4930123) [terms](/terms)');
    expect(html).toContain('href="mailto:a@example.com"');
    expect(html).toContain('href="tel:+4930123"');
    expect(html).toContain('href="/terms"');
  });
});
