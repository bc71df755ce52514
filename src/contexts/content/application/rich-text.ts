import sanitizeHtml from 'sanitize-html';

/**
 * The one allowlist for every rich HTML the content context stores (announcements, terms, TEXT settings):
 * what the console's TipTap editor produces, and nothing that can run script. Stored HTML is sanitised on
 * the way in, so what another user's page renders is always this subset.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'del',
    'sub',
    'sup',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'hr',
    'a',
    'span',
    'div',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
    '*': ['style'],
  },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Script-like elements go with their content; any other unknown tag goes and its text stays.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'iframe',
    'object',
    'svg',
    'math',
    'template',
  ],
  disallowedTagsMode: 'discard',
  allowVulnerableTags: false,
  parseStyleAttributes: true,
  transformTags: {
    a: (tagName, attribs) => {
      const attributes: Record<string, string> = { rel: 'noopener noreferrer nofollow' };
      if (attribs.href) attributes.href = attribs.href;
      if (attribs.target === '_blank') attributes.target = '_blank';
      return { tagName, attribs: attributes };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
};

/** Rich HTML reduced to the allowlist above. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT).trim();
}
