import type { components } from './schema';

type Schemas = components['schemas'];

export type LoginRequest = Schemas['LoginRequest'];
export type Principal = Schemas['PrincipalView'];
export type Role = Principal['role'];
export type ErrorResponse = Schemas['ErrorResponse'];
export type AppConfig = Schemas['AppConfigView'];
export type BannerHosts = AppConfig['bannerHosts'];

/** The environments that show a banner, checked in this order. */
export const BANNER_ENVIRONMENTS = ['TEST', 'DEVELOPMENT'] as const;
export type BannerEnvironment = (typeof BANNER_ENVIRONMENTS)[number];

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
