import { sanitizeRichText } from './rich-text.js';

/** Stored XSS attempts: what is left must hold no script, no event handler, no script URL. */
const XSS_PAYLOADS = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(document.cookie)</script>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href=" JaVaScRiPt:alert(1)">click</a>',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<p onclick="alert(1)" style="background:url(javascript:alert(1))">p</p>',
  '<body onload=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<object data="javascript:alert(1)"></object>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<div style="width: expression(alert(1))">x</div>',
  '<input autofocus onfocus=alert(1)>',
  '<<script>script>alert(1)<</script>/script>',
  '<details open ontoggle=alert(1)>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
];

function looksDangerous(html: string): boolean {
  return /<script|<iframe|<img|<svg|<object|<form|<input|<meta|<style|<math|<details|\son\w+\s*=|javascript:|vbscript:|data:|expression\(/i.test(
    html,
  );
}

describe('sanitizeRichText', () => {
  it.each(XSS_PAYLOADS)('disarms %s', (payload) => {
    expect(looksDangerous(sanitizeRichText(`<p>before</p>${payload}<p>after</p>`))).toBe(false);
  });

  it('keeps what the editor produces', () => {
    const html =
      '<h2>Terms</h2><p style="text-align:center">Read <strong>all</strong> of <em>this</em>, <u>please</u>.</p>' +
      '<ul><li>one</li></ul><ol start="3"><li>three</li></ol><blockquote>q</blockquote><pre><code>x</code></pre><hr>';
    expect(sanitizeRichText(html)).toBe(html.replace('<hr>', '<hr />'));
  });

  it('keeps safe links, opened safely', () => {
    expect(sanitizeRichText('<a href="https://example.test/x" target="_blank">x</a>')).toBe(
      '<a rel="noopener noreferrer nofollow" href="https://example.test/x" target="_blank">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:support@example.test">mail</a>')).toContain(
      'href="mailto:support@example.test"',
    );
  });
});
