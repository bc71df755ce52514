import type { MessageKey } from '../messages';

/** The one-time code and the authenticator code both have 6 characters (spec section 9). */
export const CODE_LENGTH = 6;

/** Spec section 5: at least 6 word characters, at most 6 (the field's maximum length). */
const OTP_PATTERN = /^\w{6}$/;
/** An authenticator (TOTP) code: 6 digits. */
const MFA_CODE_PATTERN = /^\d{6}$/;

/** The one-time code of /verifyCode: EMPTY_OTP_CODE unless it is 6 word characters. */
export function validateOtpCode(code: string): MessageKey | undefined {
  return OTP_PATTERN.test(code.trim()) ? undefined : 'EMPTY_OTP_CODE';
}

/** The authenticator code of /mfaSignIn and of the MFA set-up: EMPTY_OTP_CODE unless it is 6 digits. */
export function validateMfaCode(code: string): MessageKey | undefined {
  return MFA_CODE_PATTERN.test(code.trim()) ? undefined : 'EMPTY_OTP_CODE';
}
