import { BANNER_ENVIRONMENTS, type BannerEnvironment } from '../../api/types';

export type BannerHostPatterns = Readonly<Partial<Record<BannerEnvironment, readonly string[]>>>;

function matches(pattern: unknown, hostname: string): boolean {
  if (typeof pattern !== 'string' || pattern === '') return false;
  try {
    return new RegExp(pattern, 'i').test(hostname);
  } catch {
    return false;
  }
}

/**
 * The environment whose host patterns (regular expressions) match the hostname, TEST checked before
 * DEVELOPMENT; undefined when none matches. Invalid patterns never match.
 */
export function matchBannerEnvironment(
  hostname: string,
  bannerHosts: BannerHostPatterns | undefined,
): BannerEnvironment | undefined {
  return BANNER_ENVIRONMENTS.find((environment) => {
    const patterns: unknown = bannerHosts?.[environment];
    return Array.isArray(patterns) && patterns.some((pattern: unknown) => matches(pattern, hostname));
  });
}
