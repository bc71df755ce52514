import type { components } from './schema';

type Schemas = components['schemas'];

export type LoginRequest = Schemas['LoginRequest'];
/** The signed-in user as the API answers it (`mfaEnrolled`: two-step verification is set up). */
export type Principal = Schemas['PrincipalView'];
export type Role = Principal['role'];
export type ErrorResponse = Schemas['ErrorResponse'];
export type AppConfig = Schemas['AppConfigView'];
/** The environment the server names for the host the app is served from. */
export type AppEnvironment = AppConfig['environment'];

/** The banner of each environment (none in production). */
export const BANNER_OF_ENVIRONMENT = {
  production: undefined,
  test: 'TEST',
  development: 'DEVELOPMENT',
} as const;
export type BannerEnvironment = NonNullable<(typeof BANNER_OF_ENVIRONMENT)[AppEnvironment]>;

/** How the one-time code of the verification step is delivered (spec: 1 email, 2 SMS). */
export const VerifyType = { Email: 1, Sms: 2 } as const;
export type VerifyType = (typeof VerifyType)[keyof typeof VerifyType];

/** The pending verification step after a login answered with supportVarify (kept in localStorage). */
export interface Verification {
  verifyType: VerifyType;
  email: string;
  supportVarify: boolean;
  errorMessage?: string;
}

/** A successful response the server wants shown to the user as it is. */
export interface NotificationResponse {
  type: 'NOTIFICATION';
  data: unknown;
}

/** Email and password of a sign-in waiting for its one-time code: kept in memory only, never stored. */
export interface PendingCredentials {
  email: string;
  password: string;
}

/** The authenticator the server asks a code of (docs/api/identity.md, login answer `mfaInfo`). */
export interface MfaInfo {
  factorId: string;
  displayName: string;
}

/** A login answer that needs a TOTP code before the server issues a token (go to /mfaSignIn). */
export interface MfaChallenge {
  mfaPendingCredential: string;
  sessionInfo: string;
  tenantId: string;
  mfaInfo: MfaInfo | undefined;
}

/** `POST /auth/mfaSignIn`. */
export interface MfaSignInRequest {
  code: string;
  sessionInfo: string;
  tenantId: string;
  mfaPendingCredential: string;
}

/** `POST /otp/sendOtpEmail` and `/otp/sendOtpSms`: where the code went, masked. */
export interface OtpSent {
  verifyType: VerifyType;
  contact: string;
  message?: string;
}

/** `POST /otp/validateOtp`. */
export interface ValidateOtpRequest {
  otpnum: string;
  email: string;
}

/** `POST /tnc`: the terms and conditions as rich HTML, and when they last changed. */
export interface TermsAndConditions {
  content: string;
  updated?: string | null;
}

/** `POST /auth/mfa/enroll`: a new TOTP secret and its QR code (a data: URL of an image). */
export interface MfaEnrolment {
  secret: string;
  otpauthUrl: string;
  qrCodeDataUrl: string;
}

/** `POST /auth/resetPassword`, from the emailed link `/resetPassword?oobCode&tenantId`. */
export interface ResetPasswordRequest {
  oobCode: string;
  newPassword: string;
  tenantId: string;
}

/** `POST /tenant/new-password`, from a new administrator's or user's link `/resetPassword?token&tenantId`. */
export interface TenantNewPasswordRequest {
  token: string;
  newPassword: string;
  tenantId: string;
}

export type SettingValue = Schemas['SettingValueView'];
