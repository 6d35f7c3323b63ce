import { describe, expect, it } from 'vitest';
import { markdownToHtml } from './markdown';

describe('markdownToHtml', () => {
  it('renders what the extractive answerer writes: a line, a quote and a source link', () => {
    const md =
      'Here is what the knowledge base says:\n\n> Open Settings \\> Billing\\. Pay by card\\!\n\nSource: [Billing \\(FAQ\\)](/faq?item=2)';
    expect(markdownToHtml(md)).toBe(
      '<p>Here is what the knowledge base says:</p><blockquote><p>Open Settings &gt; Billing. Pay by card!</p></blockquote><p>Source: <a href="/faq?item=2">Billing (FAQ)</a></p>',
    );
  });

  it('renders emphasis, code, lists, headings and line breaks', () => {
    expect(markdownToHtml('# Steps\n1. **Open** it\n2. Press `Ctrl+S`\n\n- a _b_\n- *c*\n\nline one\nline two')).toBe(
      '<p><strong>Steps</strong></p><ol><li><strong>Open</strong> it</li><li>Press <code>Ctrl+S</code></li></ol><ul><li>a <em>b</em></li><li><em>c</em></li></ul><p>line one<br>line two</p>',
    );
  });

  it('keeps fenced code as text', () => {
    expect(markdownToHtml('```\n<b>x</b> **y**\n```')).toBe('<pre><code>&lt;b&gt;x&lt;/b&gt; **y**</code></pre>');
  });

  it('never lets markup or dangerous links through', () => {
    const html = markdownToHtml('<img src=x onerror=alert(1)> [a](javascript:alert(1)) [b](//evil.test) <script>x</script>');
    expect(html).not.toMatch(/<img|<script|href="javascript|href="\/\/evil/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('opens other sites in a new tab without a way back to this page', () => {
    expect(markdownToHtml('[Docs](https://docs.test/a?b=1&c=2)')).toBe(
      '<p><a href="https://docs.test/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">Docs</a></p>',
    );
  });

  it('leaves snake_case words alone', () => {
    expect(markdownToHtml('set api_key_name now')).toBe('<p>set api_key_name now</p>');
  });
});
