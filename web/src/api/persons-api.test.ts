import { describe, expect, it, vi } from 'vitest';

import type { RequestOptions } from './api-client';
import { PersonsApi, type PersonsHttp } from './persons-api';

function setup() {
  const get = vi.fn<(path: string, options?: RequestOptions) => Promise<unknown>>(() => Promise.resolve({}));
  const post = vi.fn<(path: string, body?: unknown, options?: RequestOptions) => Promise<unknown>>(() =>
    Promise.resolve({}),
  );
  const http = { get, post } as unknown as PersonsHttp;
  return { get, post, api: new PersonsApi(http) };
}

describe('PersonsApi', () => {
  it('calls the persons paths of docs/api/tenancy.md', async () => {
    const { get, post, api } = setup();
    const inline = { notifyOnError: false };
    await api.list('t-1');
    await api.listUserManage();
    await api.listUserManage('t-2', inline);
    await api.listByTenant('t-3');
    await api.add({ displayName: 'Ana', email: 'ana@acme.test', tenantId: 't-1' }, inline);
    await api.edit({ uid: 'p-1', tenantId: 't-1', disabled: true });
    await api.delete('p-1', 't-1');
    await api.deleteMulti(['p-1', 'p-2'], 't-1');
    await api.batchStatus(['p-1'], 't-1', true);
    await api.batchLuca(['p-1'], 't-1', false);
    await api.resetPassword('p-1', 't-1');

    expect(get.mock.calls).toEqual([
      ['/person/list-user-manage', { query: { tenantId: undefined } }],
      ['/person/list-user-manage', { notifyOnError: false, query: { tenantId: 't-2' } }],
      ['/tenant/admin/user-by-tenant', { query: { tenantId: 't-3' } }],
    ]);
    expect(post.mock.calls).toEqual([
      ['/person/list', { tenantId: 't-1' }, undefined],
      ['/person/add', { displayName: 'Ana', email: 'ana@acme.test', tenantId: 't-1' }, inline],
      ['/person/edit', { uid: 'p-1', tenantId: 't-1', disabled: true }, undefined],
      ['/person/delete', { uid: 'p-1', tenantId: 't-1' }, undefined],
      ['/person/delete-multi', { listIds: ['p-1', 'p-2'], tenantId: 't-1' }, undefined],
      ['/person/batch-status', { listIds: ['p-1'], tenantId: 't-1', disabled: true }, undefined],
      ['/person/batch-luca', { listIds: ['p-1'], tenantId: 't-1', lucaAccessible: false }, undefined],
      ['/person/reset-password', { uid: 'p-1', tenantId: 't-1' }, undefined],
    ]);
  });

  it('posts the public sign-up', async () => {
    const { post, api } = setup();
    const request = {
      organizationName: 'Acme',
      contactName: 'Olivia',
      organizationUrl: 'https://acme.test',
      contactEmail: 'owner@acme.test',
      productId: 'pro',
    };
    await api.signUp(request, { notifyOnError: false });
    expect(post).toHaveBeenCalledWith('/tenant/addWithAdmin', request, { notifyOnError: false });
  });
});
