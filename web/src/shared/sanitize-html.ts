/**
 * A small allow-list HTML sanitiser for server-provided rich text (terms and conditions, announcements).
 * No sanitiser package is installed, so this parses with DOMParser (which runs no scripts and loads
 * nothing) and rebuilds a fresh tree holding only allowed elements, allowed attributes and text.
 */

/** Elements kept as they are. */
const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'a',
]);

/** Elements dropped with everything inside them; any other unknown element is unwrapped (its text kept). */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'noembed',
  'svg',
  'math',
  'head',
  'title',
  'meta',
  'link',
  'base',
  'textarea',
  'select',
  'option',
  'button',
  'input',
  'form',
  'canvas',
  'audio',
  'video',
  'img',
  'picture',
  'source',
]);

const ALLOWED_LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** An absolute http, https or mailto URL, normalised; undefined for anything else (javascript:, relative). */
export function safeLinkHref(href: string): string | undefined {
  try {
    // The URL parser strips tabs and newlines and lower-cases the scheme, as browsers do.
    const url = new URL(href.trim());
    return ALLOWED_LINK_PROTOCOLS.has(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function copyChildren(from: Node, to: Node, target: Document): void {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      to.appendChild(target.createTextNode(child.textContent ?? ''));
    } else if (child.nodeType === Node.ELEMENT_NODE) {
      copyElement(child as Element, to, target);
    }
    // Comments, processing instructions and anything else are dropped.
  }
}

function copyElement(element: Element, to: Node, target: Document): void {
  const tag = element.localName.toLowerCase();
  if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml' || DROPPED_WITH_CONTENT.has(tag)) return;
  if (!ALLOWED_TAGS.has(tag)) {
    copyChildren(element, to, target);
    return;
  }
  if (tag === 'a') {
    const href = safeLinkHref(element.getAttribute('href') ?? '');
    if (href === undefined) {
      copyChildren(element, to, target);
      return;
    }
    const link = target.createElement('a');
    link.setAttribute('href', href);
    if (!href.startsWith('mailto:')) {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    }
    copyChildren(element, link, target);
    to.appendChild(link);
    return;
  }
  // No attribute survives on the other elements: no on* handlers, no style, no class, no id.
  const copy = target.createElement(tag);
  copyChildren(element, copy, target);
  to.appendChild(copy);
}

/** The HTML with only the allowed elements, links with safe URLs, and text. */
export function sanitizeHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const target = document.implementation.createHTMLDocument('');
  const container = target.createElement('div');
  copyChildren(parsed.body, container, target);
  return container.innerHTML;
}
