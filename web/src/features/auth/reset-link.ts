export type ResetLink =
  | { kind: 'oobCode'; oobCode: string; tenantId: string }
  | { kind: 'token'; token: string; tenantId: string }
  | { kind: 'invalid' };

/** `?token&tenantId` is a first tenant administrator's magic link; `?oobCode&tenantId` a reset link. */
export function resetLinkOf(params: URLSearchParams): ResetLink {
  const tenantId = params.get('tenantId') ?? '';
  const token = params.get('token') ?? '';
  const oobCode = params.get('oobCode') ?? '';
  if (tenantId === '') return { kind: 'invalid' };
  if (token !== '') return { kind: 'token', token, tenantId };
  if (oobCode !== '') return { kind: 'oobCode', oobCode, tenantId };
  return { kind: 'invalid' };
}
