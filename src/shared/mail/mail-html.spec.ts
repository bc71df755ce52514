import { escapeHtml, mailHtml } from './mail-html.js';

describe('mail HTML', () => {
  it('escapes markup, ampersands and double quotes', () => {
    expect(escapeHtml(`<b>"A" & 'B'</b>`)).toBe(`&lt;b&gt;&quot;A&quot; &amp; 'B'&lt;/b&gt;`);
  });

  it('lays a mail out as heading, body, button and footer, escaping the texts it is given', () => {
    const html = mailHtml({
      title: 'A & B',
      body: '<p>Hi</p>',
      action: { label: 'Go <now>', href: 'https://x.test/?a=1&b="2"' },
      footer: 'Small <print>',
      maxWidth: 640,
    });
    expect(html).toBe(
      '<div style="font-family:Inter,Arial,sans-serif;max-width:640px;margin:0 auto;color:#1b2230">' +
        '<h2>A &amp; B</h2><p>Hi</p>' +
        '<p style="margin:24px 0"><a href="https://x.test/?a=1&amp;b=&quot;2&quot;" style="background:#5b7cfa;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">Go &lt;now&gt;</a></p>' +
        '<p style="color:#6b7385;font-size:12px">Small &lt;print&gt;</p></div>',
    );
    expect(mailHtml({ title: 'T', body: '' })).toContain('max-width:560px');
    expect(mailHtml({ title: 'T', body: '' })).toMatch(
      /<h2>T<\/h2><p style="color:#6b7385;font-size:12px">Ledgerscope<\/p><\/div>$/,
    );
  });
});
