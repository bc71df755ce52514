import type { RequestOptions } from './api-client';
import type {
  MfaEnrolment,
  ResetPasswordRequest,
  SettingValue,
  TenantNewPasswordRequest,
  TermsAndConditions,
} from './types';

/** What the identity calls need of the API client. */
export interface IdentityHttp {
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
}

/** The spec's default idle time before sign-out, in seconds. */
export const DEFAULT_IDLE_TIME_SECONDS = 43_200;

/**
 * The identity calls that do not change the session (docs/api/identity.md): password links, the terms,
 * MFA enrolment, the idle time. Calls whose screens show errors inline ask the client for no notification.
 */
export class IdentityApi {
  readonly #http: IdentityHttp;

  constructor(http: IdentityHttp) {
    this.#http = http;
  }

  /** Always answers the same, whether the account exists or not. */
  async forgotPassword(email: string): Promise<void> {
    await this.#http.post<unknown>('/auth/forgotPassword', { email: email.trim() }, { notifyOnError: false });
  }

  async resetPassword(request: ResetPasswordRequest): Promise<void> {
    await this.#http.post<unknown>('/auth/resetPassword', request, { notifyOnError: false });
  }

  /**
   * The password of a new administrator or user, from the mailed link `/resetPassword?token&tenantId`. It signs
   * no one in: the page confirms with Return to Login (spec section 2).
   */
  async setPasswordFromLink(request: TenantNewPasswordRequest): Promise<void> {
    await this.#http.post<unknown>('/tenant/new-password', request, { notifyOnError: false });
  }

  /** The public terms and conditions (rich HTML: sanitise before showing it). */
  termsAndConditions(): Promise<TermsAndConditions> {
    return this.#http.post<TermsAndConditions>('/tnc', {}, { notifyOnError: false });
  }

  /** Mails the signed-in user a password reset link; a failure shows the client's notification. */
  async sendPasswordResetLink(): Promise<void> {
    await this.#http.post<unknown>('/auth/sendPasswordResetLink');
  }

  /** Starts TOTP enrolment; a failure shows the client's notification. */
  enrollMfa(): Promise<MfaEnrolment> {
    return this.#http.post<MfaEnrolment>('/auth/mfa/enroll', {});
  }

  async confirmMfa(code: string): Promise<void> {
    await this.#http.post<unknown>('/auth/mfa/confirm', { code: code.trim() }, { notifyOnError: false });
  }

  /** The idle time before sign-out in seconds; the spec's default when the setting is missing or invalid. */
  async idleTimeSeconds(): Promise<number> {
    const answer = await this.#http.post<SettingValue | undefined>('/setting/idleTime', undefined, {
      notifyOnError: false,
    });
    const value = Number(answer?.value);
    return Number.isFinite(value) && value > 0 ? value : DEFAULT_IDLE_TIME_SECONDS;
  }
}
