import { isBlankHtml, previewOf, visibleTextOf } from './rich-text-rules.js';

describe('rich text rules', () => {
  it('sees the empty editor as blank', () => {
    for (const html of ['', '<p></p>', '<p><br></p>', ' <p>&nbsp;</p><p> </p>', '<h1></h1>'])
      expect(isBlankHtml(html)).toBe(true);
    expect(isBlankHtml('<p>a</p>')).toBe(false);
    expect(isBlankHtml('<hr>')).toBe(false);
  });

  it('previews 60 characters of the visible text', () => {
    expect(visibleTextOf('<p>Hello&nbsp;<strong>world</strong></p><p>again &amp; again</p>')).toBe(
      'Hello world again & again',
    );
    const long = `<p>${'a'.repeat(59)} bcd</p>`;
    expect(previewOf(long, 60)).toBe(`${'a'.repeat(59)}...`);
    expect(previewOf('<p>short</p>', 60)).toBe('short');
  });
});
