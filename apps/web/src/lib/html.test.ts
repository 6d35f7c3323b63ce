import { describe, expect, it } from 'vitest';
import { htmlToText, sanitiseHtml } from './html';

describe('sanitiseHtml', () => {
  it('keeps the allow-list: b, i, em, strong, a, p, br', () => {
    const html = '<p><b>b</b> <i>i</i> <em>em</em> <strong>strong</strong><br><a href="https://x.test">a</a></p>';
    expect(sanitiseHtml(html)).toBe(html);
  });

  it('removes script elements and their content', () => {
    expect(sanitiseHtml('<p>hi</p><script>alert(1)</script>')).toBe('<p>hi</p>');
  });

  it('removes event handlers such as onerror and disallowed tags such as img', () => {
    const out = sanitiseHtml('<img src=x onerror="alert(1)"><p onclick="x()">text</p>');
    expect(out).toBe('<p>text</p>');
    expect(out).not.toMatch(/onerror|onclick|<img/);
  });

  it('removes style attributes and style elements', () => {
    expect(sanitiseHtml('<p style="color:red">a</p><style>p{}</style>')).toBe('<p>a</p>');
  });

  it('unwraps other tags but keeps their text', () => {
    expect(sanitiseHtml('<div><h1>Title</h1><span class="x">body</span><u>u</u></div>')).toBe('Titlebodyu');
  });

  it('keeps only href and target on links and drops javascript: addresses', () => {
    expect(sanitiseHtml('<a href="https://x.test" title="t" class="c" id="i">x</a>')).toBe('<a href="https://x.test">x</a>');
    expect(sanitiseHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });

  it('adds rel="noopener noreferrer" to links opening a new tab, and only to those', () => {
    expect(sanitiseHtml('<a href="https://x.test" target="_blank">x</a>')).toBe(
      '<a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitiseHtml('<a href="https://x.test" rel="opener">x</a>')).toBe('<a href="https://x.test">x</a>');
  });

  it('returns an empty string for null, undefined and empty input', () => {
    expect(sanitiseHtml(null)).toBe('');
    expect(sanitiseHtml(undefined)).toBe('');
    expect(sanitiseHtml('')).toBe('');
  });
});

describe('htmlToText', () => {
  it('reads the text of sanitised HTML with paragraphs and breaks as spaces', () => {
    expect(htmlToText('<p>First <b>bold</b></p><p>Second<br>line</p>')).toBe('First bold Second line');
  });

  it('never includes script content or markup', () => {
    expect(htmlToText('<p>Safe</p><script>alert("x")</script>')).toBe('Safe');
    expect(htmlToText('<style>p{}</style><svg><text>drawn</text></svg><p>Safe <img src=x onerror=alert(1)></p>')).toBe('Safe');
  });

  it('reads what other tags hold, as sanitising keeps it', () => {
    expect(htmlToText('<div>One<span>Two</span></div><textarea>Three</textarea>')).toBe('OneTwoThree');
  });

  it('decodes entities', () => {
    expect(htmlToText('<p>Tom &amp; Jerry &lt;3</p>')).toBe('Tom & Jerry <3');
  });
});
