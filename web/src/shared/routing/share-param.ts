import type { To } from 'react-router';

export const SHARE_PARAM = 'share';

/** A location at pathname that carries the `share` query parameter along, when there is one. */
export function withShare(pathname: string, search: URLSearchParams | string): To {
  const share = new URLSearchParams(search).get(SHARE_PARAM);
  if (share === null || share === '') return { pathname };
  return { pathname, search: `?${new URLSearchParams({ [SHARE_PARAM]: share }).toString()}` };
}
