import { safeLinkHref } from '../sanitize-html';

export const LINK_ADDRESS_REQUIRED = 'Enter the link address.';
export const LINK_ADDRESS_INVALID = 'Enter a web address (https://...) or an email address (mailto:...).';

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const EMAIL = /^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/;
const DOMAIN = /^[^\s/@]+\.[a-z]{2,}([/?#].*)?$/i;

/**
 * The address a link may carry: http, https and mailto only (as the sanitiser keeps). A bare email
 * becomes mailto:, a bare domain https://; anything else is undefined.
 */
export function normalizeLinkAddress(input: string): string | undefined {
  const address = input.trim();
  if (address === '' || /\s/.test(address)) return undefined;
  if (HAS_SCHEME.test(address)) return safeLinkHref(address);
  if (EMAIL.test(address)) return safeLinkHref(`mailto:${address}`);
  if (DOMAIN.test(address)) return safeLinkHref(`https://${address.replace(/^\/\//, '')}`);
  return undefined;
}
