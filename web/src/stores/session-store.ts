import { makeAutoObservable, observableRef } from 'mobx';

import type { RequestOptions } from '../api/api-client';
import { VerifyType, type LoginRequest, type Principal, type Role, type Verification } from '../api/types';
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
  | { kind: 'rejected'; message: string | undefined };

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

function isVerification(value: unknown): value is Verification {
  return (
    isRecord(value) &&
    (value['verifyType'] === VerifyType.Email || value['verifyType'] === VerifyType.Sms) &&
    typeof value['email'] === 'string' &&
    typeof value['supportVarify'] === 'boolean'
  );
}

/** The signed-in principal and the pending verification step, both kept in localStorage. */
export class SessionStore {
  principal: Principal | undefined;
  verification: Verification | undefined;

  readonly #api: SessionApi;
  readonly #storage: KeyValueStorage;

  constructor(api: SessionApi, storage: KeyValueStorage) {
    this.#api = api;
    this.#storage = storage;
    this.principal = readJson(storage, PRINCIPAL_STORAGE_KEY, isPrincipal);
    this.verification = readJson(storage, VERIFICATION_STORAGE_KEY, isVerification);
    makeAutoObservable(this, { principal: observableRef, verification: observableRef }, { autoBind: true });
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
   * verification step; anything else is a rejection with the server's message. API errors reject.
   */
  async login(email: string, password: string): Promise<LoginOutcome> {
    const request: LoginRequest = { email: email.trim(), password };
    const answer = await this.#api.post<Principal>('/auth/login', request, { notifyOnError: false });
    if (typeof answer.idToken === 'string' && answer.idToken !== '') {
      this.setPrincipal(answer);
      this.setVerification(undefined);
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
      this.setVerification(verification);
      return { kind: 'verification', verification };
    }
    return { kind: 'rejected', message: textField(answer, 'message') ?? errorMessage };
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

  /** Ends the session locally, without calling the server (used on 401). */
  clearPrincipal(): void {
    this.setPrincipal(undefined);
    this.setVerification(undefined);
  }
}
