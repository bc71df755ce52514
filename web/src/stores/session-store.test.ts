import { describe, expect, it, vi } from 'vitest';

import type { RequestOptions } from '../api/api-client';
import { aPrincipal } from '../test-support/principals';
import { memoryStorage, type KeyValueStorage } from './key-value-storage';
import {
  PRINCIPAL_STORAGE_KEY,
  SessionStore,
  VERIFICATION_STORAGE_KEY,
  type SessionApi,
} from './session-store';

function fakeApi(answer: () => Promise<unknown>) {
  const post = vi.fn<(path: string, body?: unknown, options?: RequestOptions) => Promise<unknown>>(answer);
  const api: SessionApi = {
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      post(path, body, options) as Promise<T>,
  };
  return { api, post };
}

function storedJson(storage: KeyValueStorage, key: string): unknown {
  const raw = storage.getItem(key);
  return raw === null ? null : JSON.parse(raw);
}

describe('SessionStore persistence', () => {
  it('restores the principal from localStorage', () => {
    const storage = memoryStorage();
    storage.setItem(PRINCIPAL_STORAGE_KEY, JSON.stringify(aPrincipal({ role: 'TENANT_ADMINISTRATOR' })));
    const session = new SessionStore(fakeApi(() => Promise.resolve(undefined)).api, storage);
    expect(session.isAuthenticated).toBe(true);
    expect(session.idToken).toBe('token-abc');
    expect(session.role).toBe('TENANT_ADMINISTRATOR');
    expect(session.principal?.tenantName).toBe('Northwind Capital');
  });

  it('drops a stored value that is not a principal', () => {
    const storage = memoryStorage();
    storage.setItem(PRINCIPAL_STORAGE_KEY, '{"uid": 42');
    expect(new SessionStore(fakeApi(() => Promise.resolve(undefined)).api, storage).isAuthenticated).toBe(
      false,
    );
    expect(storage.getItem(PRINCIPAL_STORAGE_KEY)).toBeNull();

    storage.setItem(PRINCIPAL_STORAGE_KEY, JSON.stringify({ ...aPrincipal(), role: 'OWNER' }));
    expect(
      new SessionStore(fakeApi(() => Promise.resolve(undefined)).api, storage).principal,
    ).toBeUndefined();
  });

  it('is signed out without a stored principal', () => {
    const session = new SessionStore(fakeApi(() => Promise.resolve(undefined)).api, memoryStorage());
    expect(session.isAuthenticated).toBe(false);
    expect(session.role).toBeUndefined();
  });
});

describe('SessionStore login', () => {
  it('stores a principal with an idToken, in memory and in localStorage', async () => {
    const principal = aPrincipal();
    const { api, post } = fakeApi(() => Promise.resolve(principal));
    const storage = memoryStorage();
    const session = new SessionStore(api, storage);

    await expect(session.login(' ana.lee@northwind.example ', 'secret')).resolves.toEqual({
      kind: 'authenticated',
      principal,
    });
    expect(post).toHaveBeenCalledWith(
      '/auth/login',
      { email: 'ana.lee@northwind.example', password: 'secret' },
      { notifyOnError: false },
    );
    expect(session.isAuthenticated).toBe(true);
    expect(session.role).toBe('USER');
    expect(storedJson(storage, PRINCIPAL_STORAGE_KEY)).toEqual(principal);
    expect(new SessionStore(api, storage).principal).toEqual(principal);
  });

  it('starts the verification step when the answer has supportVarify and no idToken', async () => {
    const withoutToken = aPrincipal({ idToken: undefined });
    const { api } = fakeApi(() => Promise.resolve({ ...withoutToken, supportVarify: true }));
    const storage = memoryStorage();
    const session = new SessionStore(api, storage);

    const outcome = await session.login('ana.lee@northwind.example', 'secret');
    expect(outcome).toEqual({
      kind: 'verification',
      verification: { verifyType: 1, email: 'ana.lee@northwind.example', supportVarify: true },
    });
    expect(session.isAuthenticated).toBe(false);
    expect(storedJson(storage, VERIFICATION_STORAGE_KEY)).toEqual({
      verifyType: 1,
      email: 'ana.lee@northwind.example',
      supportVarify: true,
    });
    expect(new SessionStore(api, storage).verification?.email).toBe('ana.lee@northwind.example');
  });

  it("reports the server's message or errorMessage otherwise", async () => {
    const withoutToken = aPrincipal({ idToken: undefined });
    const withMessage = new SessionStore(
      fakeApi(() => Promise.resolve({ ...withoutToken, message: 'ACCOUNT_DISABLED' })).api,
      memoryStorage(),
    );
    await expect(withMessage.login('a@b.co', 'x')).resolves.toEqual({
      kind: 'rejected',
      message: 'ACCOUNT_DISABLED',
    });

    const withErrorMessage = new SessionStore(
      fakeApi(() => Promise.resolve({ ...withoutToken, errorMessage: 'Try later' })).api,
      memoryStorage(),
    );
    await expect(withErrorMessage.login('a@b.co', 'x')).resolves.toEqual({
      kind: 'rejected',
      message: 'Try later',
    });
    expect(withErrorMessage.isAuthenticated).toBe(false);
  });

  it('lets API errors through', async () => {
    const session = new SessionStore(fakeApi(() => Promise.reject(new Error('401'))).api, memoryStorage());
    await expect(session.login('a@b.co', 'x')).rejects.toThrow('401');
  });
});

describe('SessionStore logout', () => {
  it('tells the server, then clears the principal and the verification', async () => {
    const storage = memoryStorage();
    storage.setItem(PRINCIPAL_STORAGE_KEY, JSON.stringify(aPrincipal()));
    storage.setItem(
      VERIFICATION_STORAGE_KEY,
      JSON.stringify({ verifyType: 2, email: 'a@b.co', supportVarify: true }),
    );
    const { api, post } = fakeApi(() => Promise.resolve(undefined));
    const session = new SessionStore(api, storage);

    await session.logout();
    expect(post).toHaveBeenCalledWith('/auth/logout', undefined, { notifyOnError: false });
    expect(session.principal).toBeUndefined();
    expect(session.verification).toBeUndefined();
    expect(storage.getItem(PRINCIPAL_STORAGE_KEY)).toBeNull();
    expect(storage.getItem(VERIFICATION_STORAGE_KEY)).toBeNull();
  });

  it('ends the local session even when the server call fails', async () => {
    const storage = memoryStorage();
    storage.setItem(PRINCIPAL_STORAGE_KEY, JSON.stringify(aPrincipal()));
    const session = new SessionStore(fakeApi(() => Promise.reject(new Error('offline'))).api, storage);
    await session.logout();
    expect(session.isAuthenticated).toBe(false);
    expect(storage.getItem(PRINCIPAL_STORAGE_KEY)).toBeNull();
  });

  it('does not call the server when nobody is signed in', async () => {
    const { api, post } = fakeApi(() => Promise.resolve(undefined));
    await new SessionStore(api, memoryStorage()).logout();
    expect(post).not.toHaveBeenCalled();
  });
});
