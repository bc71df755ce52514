import { describe, expect, it } from 'vitest';

import { safeLinkHref, sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the allowed formatting elements', () => {
    const html =
      '<h1>Terms</h1><h2>1.</h2><h3>1.1</h3><h4>a</h4><p>Read <strong>this</strong> and <em>that</em>.<br>Next</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops script elements with their content', () => {
    expect(sanitizeHtml('<p>Hello</p><script>alert(1)</script><p>World</p>')).toBe(
      '<p>Hello</p><p>World</p>',
    );
    expect(sanitizeHtml('<p>a<script src="https://evil.example/x.js"></script>b</p>')).toBe('<p>ab</p>');
  });

  it('drops styles, frames, forms and media with their content', () => {
    expect(
      sanitizeHtml(
        '<style>p{}</style><iframe src="https://x.example"></iframe><form><input value="x"></form>' +
          '<img src=x onerror="alert(1)"><p>kept</p>',
      ),
    ).toBe('<p>kept</p>');
    expect(sanitizeHtml('<p>kept</p><svg><a href="javascript:x()"><script>alert(1)</script></a></svg>')).toBe(
      '<p>kept</p>',
    );
  });

  it('drops every on* attribute and every other attribute of allowed elements', () => {
    expect(
      sanitizeHtml(
        '<p onclick="alert(1)" style="color:red" class="x" id="y">Hi <strong onmouseover="x()">there</strong></p>',
      ),
    ).toBe('<p>Hi <strong>there</strong></p>');
  });

  it('unwraps unknown elements but keeps their text', () => {
    expect(sanitizeHtml('<div><span style="x">Clause</span> <section>two</section></div>')).toBe(
      'Clause two',
    );
  });

  it('drops comments', () => {
    expect(sanitizeHtml('<p>a<!-- hidden --></p>')).toBe('<p>a</p>');
  });

  it('keeps http, https and mailto links, opening web links in a new tab', () => {
    expect(sanitizeHtml('<a href="https://ledgerscope.example/privacy" onclick="x()">Privacy</a>')).toBe(
      '<a href="https://ledgerscope.example/privacy" target="_blank" rel="noopener noreferrer">Privacy</a>',
    );
    expect(sanitizeHtml('<a href="http://example.com">x</a>')).toBe(
      '<a href="http://example.com/" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="mailto:legal@ledgerscope.example">Mail us</a>')).toBe(
      '<a href="mailto:legal@ledgerscope.example">Mail us</a>',
    );
  });

  it('turns links with javascript:, data: or relative URLs into plain text', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('x');
    expect(sanitizeHtml('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('x');
    expect(sanitizeHtml('<a href="java&#9;script:alert(1)">x</a>')).toBe('x');
    expect(sanitizeHtml('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe('x');
    expect(sanitizeHtml('<a href="/dashboard">x</a>')).toBe('x');
    expect(sanitizeHtml('<a>x</a>')).toBe('x');
  });

  it('escapes text so that it cannot become markup', () => {
    expect(sanitizeHtml('<p>1 &lt; 2 &amp; &lt;script&gt;</p>')).toBe('<p>1 &lt; 2 &amp; &lt;script&gt;</p>');
  });

  it('returns an empty string for empty content', () => {
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('safeLinkHref', () => {
  it.each([
    ['https://a.example/x?y=1', 'https://a.example/x?y=1'],
    ['mailto:a@b.co', 'mailto:a@b.co'],
  ])('allows %s', (href, expected) => {
    expect(safeLinkHref(href)).toBe(expected);
  });

  it.each(['javascript:void(0)', 'vbscript:x', 'data:text/plain,x', 'ftp://a.example', '#top', ''])(
    'refuses %s',
    (href) => {
      expect(safeLinkHref(href)).toBeUndefined();
    },
  );
});
