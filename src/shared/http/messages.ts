/**
 * The server's texts for the spec's message keys (product-spec section 8). Keys whose text the
 * spec does not show carry a plain sentence of ours, listed in docs/spec-decisions.md.
 */
export const MESSAGES = {
  EMPTY_EMAIL: 'Please enter your Email Address. This is required.',
  INVALID_EMAIL_FORMAT: 'You have entered an invalid Email Address format. Please try again.',
  EMAIL_PASSWORD_EMPTY: 'Please enter your Email Address and Password. Both are required.',
  EMPTY_PASSWORD: 'Please enter a new password.',
  INVALID_PASSWORD_FORMAT: 'Password must be at least 6 characters long.',
  PASSWORD_NOT_MATCH: 'These passwords do not match.',
  EMPTY_OTP_CODE: 'Please enter a six-digit authentication code. This is required.',
  ACCOUNT_DISABLED: 'Your account has been disabled. Contact your admin for details.',
  WRONG_LOGIN_INFORMATION: 'This Email Address and/or Password is not recognised. Have you registered?',
  INVALID_DISPLAY_NAME: 'Organization name should not be filled with special characters.',
  INSUFFICIENT_PERMISSION: "You don't have permission to the application.",
  UNAUTHORIZED: 'Your session has expired due to inactivity. Please login again using your credentials.',
  EMAIL_ALREADY_EXISTS: 'The user with the provided email already exists',
  OTP_INVALID: 'Entered Otp is NOT valid or expired. Please Retry or request a new one!',
  DOWNLOAD_WATCHLIST_LIMITED: 'You can download 100 Watchlists at any one time.',
  WATCHLIST_NAME_ALREADY_EXISTS: 'Watchlist name already exists.',
  WATCHLIST_NAME_REQUIRED: 'Watchlist name is required (at most 100 characters).',
  WATCHLIST_NOT_FOUND: 'The watchlist could not be found.',
  NO_WATCHLIST_SELECTED: 'Please select at least one watchlist.',
  DOWNLOAD_FILE_NAME_REQUIRED: 'File name is required.',
  NO_FILE_UPLOADED: 'Please choose a .csv file to upload.',
  UNSUPPORTED_FILE_TYPE: 'Unsupported file type',
  FILE_TOO_LARGE: 'File size is too large. Please upload a file of at most 100 KB (102400 bytes).',
  EMPTY_STOCK_DATA: 'Error empty stock data uploaded',
  EMPTY_DATA: 'Empty Data',
  DATA_MATCH_WARNING: 'Data match warning - Some data did not match with database.',
  FILTER_NAME_REQUIRED: 'Saved filter name is required.',
  FILTER_NAME_ALREADY_EXISTS: 'A saved filter with this name already exists. Do you want to replace it?',
  SAVED_FILTER_NOT_FOUND: 'The saved filter could not be found.',
  NO_FILTER_SELECTED: 'Please select a saved filter.',
  EXCHANGE_REQUIRED: 'Exchange country is required',
  MULTIPLE_LOGINS: 'You have been signed out because your account was signed in elsewhere.',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'Too many attempts. Please wait a few minutes and try again.',
  USER_NOT_FOUND: 'The user could not be found.',
  INVALID_CODE: 'The code is not valid. Enter the current code from your authenticator app.',
  INVALID_PASSWORD:
    'Password must be 8 to 128 characters long and contain a lowercase letter, an uppercase letter, a digit and a special character.',
  INVALID_OOB_CODE: 'This link is invalid or has expired. Please request a new one.',
  TICKER_NOT_FOUND: 'No company was found for this selection.',
  EXCHANGE_NOT_PERMITTED: "You don't currently have permission to access this Exchange country.",
  REPORT_UNAVAILABLE: 'We cannot generate report for this company at the moment',
  REPORT_LINK_INVALID:
    'This report link is invalid or has expired. Open the report again from the dashboard.',
  STOCK_NOT_SELECTED: 'Stock not selected',
  SHARE_VIEW_NEEDS_FILTER: 'Share View needs you to apply the filter',
  SHARED_VIEW_TOO_LARGE: 'This view is too large to share. Narrow the filter and try again.',
  SHARE_LINK_INVALID: 'This shared view cannot be opened.',
  INVALID_MARKET_CAP_RANGE: 'Min Market Cap should be smaller than Max Market Cap',
  NO_PHONE_NUMBER: 'There is no phone number on this account.',
  TERMS_NOT_AGREED: 'Please read and agree to the Terms and Conditions to continue.',
  SUBSCRIPTION_UNAVAILABLE:
    "You haven't subscribed to any bundle yet. Please update your subscription first.",
  NOT_FOUND: 'The requested resource was not found.',
  INVALID_REQUEST: 'The request is not valid.',
  MALFORMED_JSON: 'The request body is not valid JSON.',
  PAYLOAD_TOO_LARGE: 'The request body is too large.',
  SERVICE_UNAVAILABLE: 'The service is starting or shutting down. Please try again in a moment.',
  UNDEFINED_ERROR: 'An unknown error has occurred',
} as const;

export type MessageKey = keyof typeof MESSAGES;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(MESSAGES, value);
}
