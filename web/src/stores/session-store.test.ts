import { describe, expect, it, vi } from 'vitest';

import { ApiError, type RequestOptions } from '../api/api-client';
import { aPrincipal } from '../test-support/principals';
import { memoryStorage, type KeyValueStorage } from './key-value-storage';
import {
  PRINCIPAL_STORAGE_KEY,
  SessionStore,
  VERIFICATION_STORAGE_KEY,
  type SessionApi,
} from './session-store';

function fakeApi(answer: (path: string, body?: unknown) => Promise<unknown>) {
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

/** Every value the session wrote to storage, to check that no password is ever among them. */
function recordingStorage() {
  const storage = memoryStorage();
  const written: string[] = [];
  const recording: KeyValueStorage = {
    getItem: (key) => storage.getItem(key),
    removeItem: (key) => {
      storage.removeItem(key);
    },
    setItem: (key, value) => {
      written.push(`${key}=${value}`);
      storage.setItem(key, value);
    },
  };
  return { storage: recording, written };
}

const mfaAnswer = {
  ...aPrincipal({ idToken: undefined }),
  mfaPendingCredential: 'pending-1',
  sessionInfo: 'session-1',
  mfaInfo: { factorId: 'totp-1', displayName: 'Authenticator' },
};

describe('SessionStore one-time code (supportVarify)', () => {
  it('keeps email and password in memory only, and the verification step in storage', async () => {
    const { api } = fakeApi(() =>
      Promise.resolve({ ...aPrincipal({ idToken: undefined }), supportVarify: true }),
    );
    const { storage, written } = recordingStorage();
    const session = new SessionStore(api, storage);

    await session.login('ana.lee@northwind.example', 'S3cret!pass');
    expect(session.pendingCredentials).toEqual({
      email: 'ana.lee@northwind.example',
      password: 'S3cret!pass',
    });
    expect(written.some((value) => value.includes('S3cret!pass'))).toBe(false);
    expect(storedJson(storage, VERIFICATION_STORAGE_KEY)).toEqual({
      verifyType: 1,
      email: 'ana.lee@northwind.example',
      supportVarify: true,
    });

    // A reload keeps the verification step but not the credentials.
    const reloaded = new SessionStore(api, storage);
    expect(reloaded.verification?.email).toBe('ana.lee@northwind.example');
    expect(reloaded.pendingCredentials).toBeUndefined();
  });

  it('sends the code by SMS with the remembered credentials and records the channel and contact', async () => {
    const { api, post } = fakeApi((path) =>
      Promise.resolve(
        path === '/auth/login'
          ? { ...aPrincipal({ idToken: undefined }), supportVarify: true }
          : { verifyType: 2, contact: '+65 ****4567', message: 'SUCCESS_RESEND_CODE' },
      ),
    );
    const storage = memoryStorage();
    const session = new SessionStore(api, storage);
    await session.login('ana.lee@northwind.example', 'secret');

    await session.sendOtp(2);
    expect(post).toHaveBeenLastCalledWith(
      '/otp/sendOtpSms',
      { email: 'ana.lee@northwind.example', password: 'secret' },
      { notifyOnError: false },
    );
    expect(session.otpContact).toBe('+65 ****4567');
    expect(session.verification?.verifyType).toBe(2);
    expect(storedJson(storage, VERIFICATION_STORAGE_KEY)).toMatchObject({ verifyType: 2 });

    await session.sendOtp(1);
    expect(post).toHaveBeenLastCalledWith('/otp/sendOtpEmail', expect.anything(), { notifyOnError: false });
  });

  it('refuses to send a code without remembered credentials', async () => {
    const { api, post } = fakeApi(() => Promise.resolve(undefined));
    await expect(new SessionStore(api, memoryStorage()).sendOtp(1)).rejects.toBeInstanceOf(ApiError);
    expect(post).not.toHaveBeenCalled();
  });

  it('validates the code with otpnum and email, then starts the session and forgets the credentials', async () => {
    const principal = aPrincipal({ idToken: 'token-otp' });
    const { api, post } = fakeApi((path) =>
      Promise.resolve(
        path === '/auth/login' ? { ...aPrincipal({ idToken: undefined }), supportVarify: true } : principal,
      ),
    );
    const storage = memoryStorage();
    const session = new SessionStore(api, storage);
    await session.login('ana.lee@northwind.example', 'secret');

    await expect(session.validateOtp(' ab12CD ')).resolves.toEqual(principal);
    expect(post).toHaveBeenLastCalledWith(
      '/otp/validateOtp',
      { otpnum: 'ab12CD', email: 'ana.lee@northwind.example' },
      { notifyOnError: false },
    );
    expect(session.idToken).toBe('token-otp');
    expect(session.pendingCredentials).toBeUndefined();
    expect(session.verification).toBeUndefined();
    expect(storage.getItem(VERIFICATION_STORAGE_KEY)).toBeNull();
    expect(storedJson(storage, PRINCIPAL_STORAGE_KEY)).toEqual(principal);
  });

  it('lets a refused code through and keeps the step', async () => {
    const refused = new ApiError(400, 'OTP_INVALID', 'Entered Otp is NOT valid or expired.');
    const { api } = fakeApi((path) =>
      path === '/auth/login'
        ? Promise.resolve({ ...aPrincipal({ idToken: undefined }), supportVarify: true })
        : Promise.reject(refused),
    );
    const session = new SessionStore(api, memoryStorage());
    await session.login('ana.lee@northwind.example', 'secret');
    await expect(session.validateOtp('123456')).rejects.toBe(refused);
    expect(session.pendingCredentials).toBeDefined();
    expect(session.isAuthenticated).toBe(false);
  });
});

describe('SessionStore two-step verification (MFA)', () => {
  it('keeps the MFA challenge of the login answer in memory only', async () => {
    const { api } = fakeApi(() => Promise.resolve(mfaAnswer));
    const { storage, written } = recordingStorage();
    const session = new SessionStore(api, storage);

    const outcome = await session.login('ana.lee@northwind.example', 'secret');
    const challenge = {
      mfaPendingCredential: 'pending-1',
      sessionInfo: 'session-1',
      tenantId: 't-7',
      mfaInfo: { factorId: 'totp-1', displayName: 'Authenticator' },
    };
    expect(outcome).toEqual({ kind: 'mfa', challenge });
    expect(session.mfaChallenge).toEqual(challenge);
    expect(session.isAuthenticated).toBe(false);
    expect(written).toEqual([]);
    expect(new SessionStore(api, storage).mfaChallenge).toBeUndefined();
  });

  it('signs in with code, sessionInfo, tenantId and the pending credential', async () => {
    const principal = aPrincipal({ idToken: 'token-mfa' });
    const { api, post } = fakeApi((path) => Promise.resolve(path === '/auth/login' ? mfaAnswer : principal));
    const session = new SessionStore(api, memoryStorage());
    await session.login('ana.lee@northwind.example', 'secret');

    await session.mfaSignIn('123456');
    expect(post).toHaveBeenLastCalledWith(
      '/auth/mfaSignIn',
      { code: '123456', sessionInfo: 'session-1', tenantId: 't-7', mfaPendingCredential: 'pending-1' },
      { notifyOnError: false },
    );
    expect(session.idToken).toBe('token-mfa');
    expect(session.mfaChallenge).toBeUndefined();
  });

  it('refuses the MFA step without a challenge', async () => {
    const { api, post } = fakeApi(() => Promise.resolve(undefined));
    await expect(new SessionStore(api, memoryStorage()).mfaSignIn('123456')).rejects.toBeInstanceOf(ApiError);
    expect(post).not.toHaveBeenCalled();
  });

  it('marks a confirmed enrolment on the principal', () => {
    const storage = memoryStorage();
    storage.setItem(PRINCIPAL_STORAGE_KEY, JSON.stringify(aPrincipal()));
    const session = new SessionStore(fakeApi(() => Promise.resolve(undefined)).api, storage);
    session.markMfaEnrolled();
    expect(session.principal?.mfaEnrolled).toBe(true);
    expect(storedJson(storage, PRINCIPAL_STORAGE_KEY)).toMatchObject({
      mfaEnrolled: true,
      idToken: 'token-abc',
    });
  });
});

describe('SessionStore terms and passwords', () => {
  function signedIn(answer: (path: string, body?: unknown) => Promise<unknown>) {
    const storage = memoryStorage();
    storage.setItem(PRINCIPAL_STORAGE_KEY, JSON.stringify(aPrincipal({ isAgree: false, firstLogin: true })));
    const { api, post } = fakeApi(answer);
    return { session: new SessionStore(api, storage), post, storage };
  }

  it('records the terms as agreed, keeping the token when the answer has none', async () => {
    const { session, post } = signedIn(() =>
      Promise.resolve(aPrincipal({ isAgree: true, firstLogin: true, idToken: undefined })),
    );
    const principal = await session.agreeTerms();
    expect(post).toHaveBeenCalledWith('/auth/agreeTerms', undefined, { notifyOnError: false });
    expect(principal).toMatchObject({ isAgree: true, idToken: 'token-abc' });
    expect(session.principal?.isAgree).toBe(true);
    expect(session.idToken).toBe('token-abc');
  });

  it('stores the principal with the new token after a password change', async () => {
    const { session, post } = signedIn(() =>
      Promise.resolve(aPrincipal({ firstLogin: false, idToken: 'token-new' })),
    );
    const outcome = await session.changePassword('N3w!password');
    expect(post).toHaveBeenCalledWith(
      '/auth/changePassword',
      { password: 'N3w!password' },
      { notifyOnError: false },
    );
    expect(outcome).toMatchObject({ kind: 'changed', principal: { firstLogin: false } });
    expect(session.idToken).toBe('token-new');
  });

  it("reads a 204 to a password change as the server's policy refusal", async () => {
    const { session } = signedIn(() => Promise.resolve(undefined));
    await expect(session.changePassword('weakpass')).resolves.toEqual({ kind: 'policy' });
    expect(session.idToken).toBe('token-abc');
    expect(session.principal?.firstLogin).toBe(true);
  });
});

describe('SessionStore pending sign-in', () => {
  it('forgets the credentials, contact and challenge on logout and on cancel', async () => {
    const { api } = fakeApi(() =>
      Promise.resolve({ ...aPrincipal({ idToken: undefined }), supportVarify: true }),
    );
    const session = new SessionStore(api, memoryStorage());
    await session.login('ana.lee@northwind.example', 'secret');
    session.setOtpContact('a***@northwind.example');
    session.cancelPendingSignIn();
    expect(session.pendingCredentials).toBeUndefined();
    expect(session.otpContact).toBeUndefined();
    expect(session.verification).toBeUndefined();

    await session.login('ana.lee@northwind.example', 'secret');
    session.clearPrincipal();
    expect(session.pendingCredentials).toBeUndefined();
  });
});
