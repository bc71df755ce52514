import { describe, expect, it } from 'vitest';

import { resetLinkOf } from './reset-link';

const link = (query: string) => resetLinkOf(new URLSearchParams(query));

describe('resetLinkOf', () => {
  it('reads a reset link', () => {
    expect(link('oobCode=o1&tenantId=t1')).toEqual({ kind: 'oobCode', oobCode: 'o1', tenantId: 't1' });
  });

  it("reads a first tenant administrator's magic link, which wins over an oobCode", () => {
    expect(link('token=k1&tenantId=t1')).toEqual({ kind: 'token', token: 'k1', tenantId: 't1' });
    expect(link('token=k1&oobCode=o1&tenantId=t1')).toMatchObject({ kind: 'token' });
  });

  it('calls a link without a code or without a tenant invalid', () => {
    expect(link('tenantId=t1')).toEqual({ kind: 'invalid' });
    expect(link('oobCode=o1')).toEqual({ kind: 'invalid' });
    expect(link('')).toEqual({ kind: 'invalid' });
  });
});
