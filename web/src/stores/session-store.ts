import { makeAutoObservable, observableRef } from 'mobx';

import { ApiError, UNKNOWN_ERROR_MESSAGE, type RequestOptions } from '../api/api-client';
import {
  VerifyType,
  type LoginRequest,
  type MfaChallenge,
  type MfaSignInRequest,
  type OtpSent,
  type PendingCredentials,
  type Principal,
  type Role,
  type ValidateOtpRequest,
  type Verification,
} from '../api/types';
import { readJson, writeJson, type KeyValueStorage } from './key-value-storage';

export const PRINCIPAL_STORAGE_KEY = 'principal';
export const VERIFICATION_STORAGE_KEY = 'verification';

const ROLES: readonly Role[] = ['ADMINISTRATOR', 'SALE', 'TENANT_ADMINISTRATOR', 'USER'];

/** What the session needs of the API client. */
export interface SessionApi {
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
}

export type LoginOutcome =
  | { kind: 'authenticated'; principal: Principal }
  | { kind: 'verification'; verification: Verification }
  | { kind: 'mfa'; challenge: MfaChallenge }
  | { kind: 'rejected'; message: string | undefined };

/** A 204 (legacy) or an answer without a principal means the server refused the password by its policy. */
export type ChangePasswordOutcome = { kind: 'changed'; principal: Principal } | { kind: 'policy' };

/** The paths of the two ways to send a one-time code (spec: verifyType 1 email, 2 SMS). */
export const SEND_OTP_PATHS: Readonly<Record<VerifyType, string>> = {
  [VerifyType.Email]: '/otp/sendOtpEmail',
  [VerifyType.Sms]: '/otp/sendOtpSms',
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function textField(fields: Readonly<Record<string, unknown>>, key: string): string | undefined {
  const value = fields[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function isPrincipal(value: unknown): value is Principal {
  return (
    isRecord(value) &&
    typeof value['uid'] === 'string' &&
    typeof value['email'] === 'string' &&
    typeof value['tenantId'] === 'string' &&
    ROLES.some((role) => role === value['role']) &&
    (value['idToken'] === undefined || typeof value['idToken'] === 'string')
  );
}

function hasToken(principal: Principal | undefined): boolean {
  return typeof principal?.idToken === 'string' && principal.idToken !== '';
}

/** The MFA challenge of a login answer that asks for a TOTP code, or undefined. */
function mfaChallengeOf(answer: Readonly<Record<string, unknown>>): MfaChallenge | undefined {
  const mfaPendingCredential = textField(answer, 'mfaPendingCredential');
  const sessionInfo = textField(answer, 'sessionInfo');
  const tenantId = textField(answer, 'tenantId');
  if (mfaPendingCredential === undefined || sessionInfo === undefined || tenantId === undefined)
    return undefined;
  const info = answer['mfaInfo'];
  const mfaInfo =
    isRecord(info) && typeof info['factorId'] === 'string'
      ? {
          factorId: info['factorId'],
          displayName: typeof info['displayName'] === 'string' ? info['displayName'] : '',
        }
      : undefined;
  return { mfaPendingCredential, sessionInfo, tenantId, mfaInfo };
}

/** A successful answer that should have carried a token but did not: shown as the unknown error. */
function missingToken(): ApiError {
  return new ApiError(200, undefined, UNKNOWN_ERROR_MESSAGE);
}

function isVerification(value: unknown): value is Verification {
  return (
    isRecord(value) &&
    (value['verifyType'] === VerifyType.Email || value['verifyType'] === VerifyType.Sms) &&
    typeof value['email'] === 'string' &&
    typeof value['supportVarify'] === 'boolean'
  );
}

/**
 * The signed-in principal and the pending verification step, both kept in localStorage; and, in memory
 * only, what a sign-in waiting for a second step needs: the credentials that (re)send a one-time code, the
 * masked contact it went to, and the MFA challenge.
 */
export class SessionStore {
  principal: Principal | undefined;
  verification: Verification | undefined;
  /** Never written to storage: a reload forgets them and the user signs in again. */
  pendingCredentials: PendingCredentials | undefined = undefined;
  /** Where the last one-time code went, masked by the server ('o***@acme.test'). */
  otpContact: string | undefined = undefined;
  /** Never written to storage: the MFA step needs a fresh sign-in after a reload. */
  mfaChallenge: MfaChallenge | undefined = undefined;

  readonly #api: SessionApi;
  readonly #storage: KeyValueStorage;

  constructor(api: SessionApi, storage: KeyValueStorage) {
    this.#api = api;
    this.#storage = storage;
    this.principal = readJson(storage, PRINCIPAL_STORAGE_KEY, isPrincipal);
    this.verification = readJson(storage, VERIFICATION_STORAGE_KEY, isVerification);
    makeAutoObservable(
      this,
      {
        principal: observableRef,
        verification: observableRef,
        pendingCredentials: observableRef,
        mfaChallenge: observableRef,
      },
      { autoBind: true },
    );
  }

  get idToken(): string | undefined {
    const token = this.principal?.idToken;
    return token === undefined || token === '' ? undefined : token;
  }

  get isAuthenticated(): boolean {
    return this.idToken !== undefined;
  }

  get role(): Role | undefined {
    return this.principal?.role;
  }

  /**
   * Signs in. An idToken in the answer starts the session; supportVarify without one starts the
   * verification step (the credentials stay in memory to send the code); an MFA challenge starts the
   * authenticator step; anything else is a rejection with the server's message. API errors reject.
   */
  async login(email: string, password: string): Promise<LoginOutcome> {
    const request: LoginRequest = { email: email.trim(), password };
    const answer = await this.#api.post<Principal>('/auth/login', request, { notifyOnError: false });
    if (hasToken(answer)) {
      this.completeSignIn(answer);
      return { kind: 'authenticated', principal: answer };
    }
    // message and errorMessage are not part of PrincipalView, but the server may add them to a refusal.
    const errorMessage = textField(answer, 'errorMessage');
    if (answer.supportVarify === true) {
      const verification: Verification = {
        verifyType: VerifyType.Email,
        email: request.email,
        supportVarify: true,
        ...(errorMessage === undefined ? {} : { errorMessage }),
      };
      this.cancelPendingSignIn();
      this.setVerification(verification);
      this.setPendingCredentials({ email: request.email, password });
      return { kind: 'verification', verification };
    }
    const challenge = mfaChallengeOf(answer);
    if (challenge !== undefined) {
      this.cancelPendingSignIn();
      this.setMfaChallenge(challenge);
      return { kind: 'mfa', challenge };
    }
    return { kind: 'rejected', message: textField(answer, 'message') ?? errorMessage };
  }

  /**
   * Sends the one-time code by email or SMS with the remembered credentials, records the chosen way in the
   * verification step and the masked contact. Rejects without remembered credentials.
   */
  async sendOtp(verifyType: VerifyType): Promise<OtpSent> {
    const credentials = this.pendingCredentials;
    if (credentials === undefined) throw new ApiError(0, 'NO_PENDING_SIGN_IN', UNKNOWN_ERROR_MESSAGE);
    const answer = await this.#api.post<OtpSent>(SEND_OTP_PATHS[verifyType], credentials, {
      notifyOnError: false,
    });
    this.setVerification({
      ...(this.verification ?? { email: credentials.email, supportVarify: true }),
      verifyType,
    });
    this.setOtpContact(typeof answer.contact === 'string' ? answer.contact : undefined);
    return answer;
  }

  /** Checks the one-time code; the answer with a token starts the session. */
  async validateOtp(otpnum: string): Promise<Principal> {
    const email = this.verification?.email ?? this.pendingCredentials?.email;
    if (email === undefined) throw new ApiError(0, 'NO_PENDING_SIGN_IN', UNKNOWN_ERROR_MESSAGE);
    const request: ValidateOtpRequest = { otpnum: otpnum.trim(), email };
    const answer = await this.#api.post<Principal>('/otp/validateOtp', request, { notifyOnError: false });
    if (!hasToken(answer)) throw missingToken();
    this.completeSignIn(answer);
    return answer;
  }

  /** Sends the authenticator code with the MFA challenge of the login; the answer starts the session. */
  async mfaSignIn(code: string): Promise<Principal> {
    const challenge = this.mfaChallenge;
    if (challenge === undefined) throw new ApiError(0, 'NO_PENDING_SIGN_IN', UNKNOWN_ERROR_MESSAGE);
    const request: MfaSignInRequest = {
      code: code.trim(),
      sessionInfo: challenge.sessionInfo,
      tenantId: challenge.tenantId,
      mfaPendingCredential: challenge.mfaPendingCredential,
    };
    const answer = await this.#api.post<Principal>('/auth/mfaSignIn', request, { notifyOnError: false });
    if (!hasToken(answer)) throw missingToken();
    this.completeSignIn(answer);
    return answer;
  }

  /** Records the terms as agreed; the answer is the updated principal. */
  async agreeTerms(): Promise<Principal> {
    const answer = await this.#api.post<Principal>('/auth/agreeTerms', undefined, { notifyOnError: false });
    return this.updatePrincipal(answer);
  }

  /** The first-login password: the answer is the principal with a new idToken. */
  async changePassword(password: string): Promise<ChangePasswordOutcome> {
    const answer = await this.#api.post<Principal | undefined>(
      '/auth/changePassword',
      { password },
      { notifyOnError: false },
    );
    if (!isPrincipal(answer) || !hasToken(answer)) return { kind: 'policy' };
    this.setPrincipal(answer);
    return { kind: 'changed', principal: answer };
  }

  /** Replaces the principal with a newer answer of the server, keeping the token when the answer has none. */
  updatePrincipal(answer: Principal): Principal {
    const idToken = hasToken(answer) ? answer.idToken : this.principal?.idToken;
    const principal = idToken === undefined ? answer : { ...answer, idToken };
    this.setPrincipal(principal);
    return principal;
  }

  /** Records a confirmed authenticator on the principal (the drawer then shows two-step verification on). */
  markMfaEnrolled(): void {
    if (this.principal !== undefined) this.setPrincipal({ ...this.principal, mfaEnrolled: true });
  }

  /** Forgets a sign-in waiting for its second step: credentials, contact, challenge and verification. */
  cancelPendingSignIn(): void {
    this.setPendingCredentials(undefined);
    this.setOtpContact(undefined);
    this.setMfaChallenge(undefined);
    this.setVerification(undefined);
  }

  /** Tells the server (best effort: the local session ends whatever it answers), then ends the session. */
  async logout(): Promise<void> {
    if (this.isAuthenticated) {
      try {
        await this.#api.post<unknown>('/auth/logout', undefined, { notifyOnError: false });
      } catch {
        // Best effort: an unreachable or refusing server must not keep the user signed in.
      }
    }
    this.clearPrincipal();
  }

  setPrincipal(principal: Principal | undefined): void {
    this.principal = principal;
    writeJson(this.#storage, PRINCIPAL_STORAGE_KEY, principal);
  }

  setVerification(verification: Verification | undefined): void {
    this.verification = verification;
    writeJson(this.#storage, VERIFICATION_STORAGE_KEY, verification);
  }

  /** In memory only, by design: a password never reaches localStorage. */
  setPendingCredentials(credentials: PendingCredentials | undefined): void {
    this.pendingCredentials = credentials;
  }

  setOtpContact(contact: string | undefined): void {
    this.otpContact = contact;
  }

  setMfaChallenge(challenge: MfaChallenge | undefined): void {
    this.mfaChallenge = challenge;
  }

  /** Ends the session locally, without calling the server (used on 401). */
  clearPrincipal(): void {
    this.setPrincipal(undefined);
    this.cancelPendingSignIn();
  }

  /** A token arrived: the session starts and whatever the sign-in kept for its second step is forgotten. */
  private completeSignIn(principal: Principal): void {
    this.cancelPendingSignIn();
    this.setPrincipal(principal);
  }
}
