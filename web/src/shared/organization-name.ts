import { sanitizeHtml } from './sanitize-html';

/** The longest organisation name the server accepts. */
export const ORGANIZATION_NAME_MAX_LENGTH = 255;

/**
 * The server's rule for an organisation name (INVALID_DISPLAY_NAME): after trimming, 1 to 255 characters,
 * starting with a letter or digit, then letters, digits, spaces and `- . & '` only.
 */
export const ORGANIZATION_NAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} .&'-]*$/u;

export function isValidOrganizationName(name: string): boolean {
  const trimmed = name.trim();
  return trimmed.length <= ORGANIZATION_NAME_MAX_LENGTH && ORGANIZATION_NAME_PATTERN.test(trimmed);
}

/** Text as the sanitiser serialises it when it holds no markup: `&`, `<`, `>` and no-break spaces escaped. */
function asHtmlText(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('\u00a0', '&nbsp;');
}

/**
 * Whether a name differs from its sanitised form (spec section 5): markup, scripts or comments in it. Plain
 * text only differs by the sanitiser's escaping of `&`, `<` and `>`, which does not count: 'Smith & Co' is
 * plain text.
 */
export function hasMaliciousContent(name: string): boolean {
  return sanitizeHtml(name) !== asHtmlText(name);
}
