/**
 * The message catalogue (spec section 8 "Message keys", plus the texts of sections 5 and 8 that the spec
 * spells out). Server error codes and client validation results are keys of this catalogue.
 */

/** The server's password policy (docs/api/identity.md); also the text of a 204 to a password change. */
const PASSWORD_POLICY_TEXT =
  'Password must be 8 to 128 characters long and contain a lowercase letter, an uppercase letter, a digit and a special character.';

export const MESSAGES = {
  // Message keys of spec section 8, with the spec's texts where it gives them.
  EMPTY_EMAIL: 'Please enter your Email Address. This is required.',
  INVALID_EMAIL_FORMAT: 'You have entered an invalid Email Address format. Please try again.',
  EMAIL_PASSWORD_EMPTY: 'Please enter your Email Address and Password.',
  EMPTY_PASSWORD: 'Please enter a new password.',
  INVALID_PASSWORD_FORMAT: 'Password must be at least 6 characters long.',
  PASSWORD_NOT_MATCH: 'These passwords do not match.',
  EMPTY_OTP_CODE: 'Please enter a six-digit authentication code. This is required.',
  ACCOUNT_DISABLED: 'Your account has been disabled. Contact your admin for details.',
  // Not a key of the spec: the API's code for a user of a disabled tenant (docs/api/identity.md).
  TENANT_DISABLED: "Your organisation's access has been disabled. Contact your administrator for details.",
  WRONG_LOGIN_INFORMATION: 'This Email Address and/or Password is not recognised. Have you registered?',
  INVALID_DISPLAY_NAME: 'Organization name should not be filled with special characters.',
  INSUFFICIENT_PERMISSION: "You don't have permission to the application.",
  UNAUTHORIZED: 'Your session has expired due to inactivity. Please login again using your credentials.',
  EMAIL_ALREADY_EXISTS: 'The user with the provided email already exists',
  OTP_INVALID: 'Entered Otp is NOT valid or expired. Please Retry or request a new one!',
  DOWNLOAD_WATCHLIST_LIMITED: 'You can download 100 Watchlists at any one time.',
  FILTER_NAME_ALREADY_EXISTS: 'A saved filter with this name already exists.',
  WATCHLIST_NAME_ALREADY_EXISTS: 'Watchlist name already exists.',
  NO_FILTER_SELECTED: 'Please select a saved filter first.',
  NO_WATCHLIST_SELECTED: 'Please select a watchlist first.',
  DATA_MATCH_WARNING: 'Data match warning - Some data did not match with database.',
  DELETE_TENANT_USER_EXIST:
    'This tenant cannot be deleted since the user is still exists. If you want to delete this tenant, please delete all user associated with this tenant.',
  USER_NOT_FOUND: 'We could not find a user with these details.',
  // The API answers INVALID_PASSWORD when a new password breaks the policy (docs/api/identity.md).
  INVALID_PASSWORD: PASSWORD_POLICY_TEXT,
  EMAIL_NOT_FOUND:
    'If an account exists for this Email Address, a link to reset your password has been sent to it.',
  INVALID_CODE: 'The code you entered is not valid. Please check it and try again.',
  UNDEFINED_ERROR: 'An unknown error has occurred',
  MULTIPLE_LOGINS: 'You have been signed out because your account signed in elsewhere.',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'Too many attempts. Please wait a few minutes and try again.',
  INVALID_OOB_CODE: 'This link is invalid or has expired. Please request a new one.',
  SUCCESS_EMAIL_SEND_FORGOT_PASSWORD:
    'If an account exists for this email address, we have sent a link to reset your password.',
  SUCCESS_RESEND_CODE: 'A new code has been sent.',

  // Client-side texts the catalogue keys above do not cover.
  EMPTY_LOGIN_PASSWORD: 'Please enter your Password. This is required.',
  PASSWORD_POLICY: PASSWORD_POLICY_TEXT,
  LOGOUT_CONFIRM: 'Are you sure you want to log out?',
  CONTACT_ADMIN_TO_UPDATE_DETAILS: 'Contact your administrator to update your details',
  SUCCESS_PASSWORD_RESET_LINK_SENT: 'We have sent a password reset link to your email address.',
  SUCCESS_PASSWORD_RESET: 'Your password has been reset. You can now sign in with your new password.',
  SUCCESS_PASSWORD_SET: 'Your password has been set. You can now sign in with your new password.',
  SUCCESS_MFA_ENROLLED: 'Two-step verification is now on for your account.',

  // Luca (docs/api/luca.md error codes).
  LUCA_CONVERSATION_NOT_FOUND: 'The conversation could not be found.',
  LUCA_TITLE_REQUIRED: 'Conversation title is required (at most 100 characters).',
  LUCA_QUESTION_REQUIRED: 'Please enter a question.',
  LUCA_QUESTION_TOO_LONG: 'A question can have at most 1000 characters.',
  LUCA_CONVERSATION_FULL: 'This conversation is full. Please start a new one.',

  // Dashboard, filters and sharing (spec sections 2, 5 and 8).
  REPORT_NOT_POSSIBLE: 'We cannot generate report for this company at the moment',
  REPORT_UNAVAILABLE_FOR_YEAR:
    "There isn't a report for this year because the available data is inconclusive.",
  RESTRICTED_EXCHANGE_SAVED_FILTER:
    "You don't currently have permission to access this {exchange} Exchange country in the Saved Filter. The filter will not be applied.",
  EXCHANGE_COUNTRY_REQUIRED: 'Exchange country is required',
  MARKET_CAP_RANGE_INVALID: 'Min Market Cap should be smaller than Max Market Cap',
  // A typed bound of a range criterion (issue 30).
  RANGE_BOUND_NOT_A_NUMBER: 'Enter a number',
  RANGE_MIN_ABOVE_MAX: 'The minimum cannot be above the maximum',
  NO_EXCHANGE_COUNTRY_DATA: 'No Exchange country Data Found',
  NO_YEAR_DATA: 'No Year Data Found',
  TOO_MANY_RESULTS: 'Too many results. Please narrow your search!',
  NO_SEARCH_RESULTS: 'There are no results to be displayed. Please adjust your keyword.',
  NO_DATA_FOR_YEAR: 'No data available for this year',
  STOCK_NOT_SELECTED: 'Stock not selected',
  SHARE_VIEW_NEEDS_FILTER: 'Share View needs you to apply the filter',
  ADJUST_MIN_RISK_SCORE: 'Min Risk Score : {from} will be changed to {to}',
  ADJUST_MAX_RISK_SCORE: 'Max Risk Score : {from} will be changed to {to}',
  ADJUST_MIN_ONE_YEAR_CHANGE: 'Min 1 year change : {from} will be changed to {to}',
  ADJUST_MAX_ONE_YEAR_CHANGE: 'Max 1 year change : {from} will be changed to {to}',
  ADJUST_YEAR: 'Year : {from} will be changed to {to}',
  ADJUST_VALUE_EXCLUDED: '{field} : {value} will not be included in the filter',

  // Watchlists and saved filters (docs/api/watchlists.md error codes, and the dialogs' texts).
  WATCHLIST_NAME_REQUIRED: 'Watchlist name is required.',
  FILTER_NAME_REQUIRED: 'Saved filter name is required.',
  EXCHANGE_REQUIRED: 'Exchange country is required',
  DOWNLOAD_FILE_NAME_REQUIRED: 'File name is required.',
  NO_FILE_UPLOADED: 'Please choose a .csv file to upload.',
  EMPTY_DATA: 'Empty Data',
  FILTER_REPLACE_CONFIRM: 'A saved filter named {name} already exists. Replace it?',

  // Uploads.
  UPLOAD_COMPLETE: 'Upload complete.',
  UPLOAD_EMPTY_DATA: 'Empty Data',
  FILE_TOO_LARGE: 'File size is too large',
  FILE_SIZE_LIMIT: 'Please upload a file less than 100MB',
  UNSUPPORTED_FILE_TYPE: 'Unsupported file type',
  EMPTY_STOCK_DATA: 'Error empty stock data uploaded',

  // Subscription and seats.
  NOT_ENOUGH_SEATS: "You don't have enough seats. Please update your subscription to add more users.",
  NO_BUNDLE_SUBSCRIBED: "You haven't subscribed to any bundle yet. Please update your subscription first.",
  MANAGER_NOT_ENOUGH_SEATS: "You don't have enough seats. Please contact our team to add more seats",
  SELECT_MORE_REGIONS: 'Please select {n} more region(s) in order to continue',
  SUBSCRIPTION_UPDATED: 'Your subscription has been updated successfully',
  CANCEL_REASON_REQUIRED: 'Please select at least one reason.',
  OTHER_REASON_REQUIRED: 'Please tell us your other reason.',

  // Tenants, requests and users.
  TENANT_SWITCH_TO_ENTERPRISE_FAILED: 'This tenant cannot be switched to Enterprise',
  DELETE_REQUEST_USER_EXIST:
    'This request cannot be deleted since the user is still exists. If you want to delete this request, please delete all user associated with this request.',
  ORGANIZATION_NAME_MALICIOUS: 'Organization name should not contains any malicious content',
  REGION_REQUIRED: 'Region is required.',
  ORGANIZATION_URL_REQUIRED: 'Organization URL is required.',
  POC_NAME_REQUIRED: 'POC Name is required.',
  POC_EMAIL_REQUIRED: 'POC Email is required.',
  VALID_EMAIL_REQUIRED: 'Please enter a valid email.',
  START_DATE_REQUIRED: 'Start Date is required.',
  END_DATE_REQUIRED: 'End Date is required.',
  END_DATE_AFTER_START: 'End Date must greater than Start Access',
  START_DATE_BEFORE_END: 'Start Date cannot after or equal End Date',
  START_DATE_IN_PAST: 'Start Date cannot in the past',
  END_DATE_IN_PAST: 'End Date cannot in the past',
  LUCA_ACCESS_REQUIRED: 'Please select Access to Luca',
  SELECT_AT_LEAST_ONE_USER: 'Please select at least one user',
  USER_NAME_REQUIRED: 'User Name is required.',
  EMAIL_REQUIRED: 'Email is required.',

  // Persons, seats and sign-up: error codes of docs/api/tenancy.md.
  ORGANIZATION_NAME_REQUIRED: 'Organization name is required.',
  ORGANIZATION_ALREADY_EXISTS: 'An organization with this name already exists.',
  NO_SUBSCRIPTION: "You haven't subscribed to any bundle yet. Please update your subscription first.",
  NOT_ENOUGH_SEATS_CONTACT: "You don't have enough seats. Please contact our team to add more seats",
  CANNOT_DELETE_SELF: 'You cannot delete your own account.',
  CANNOT_DISABLE_SELF: 'You cannot disable your own account.',
  SIGN_UP_BUNDLE_REQUIRED: 'Please choose a plan before signing up.',
  SIGN_UP_BUNDLE_UNKNOWN: 'The plan "{bundle}" is unknown. Please choose one of our plans.',
  SIGN_UP_EMAIL_SENT: 'An email has been sent to {email}. Follow the link in it to set your password.',
  USER_ADDED_EMAIL_SENT:
    'User added. An email has been sent to {email} to set up a password; the link expires in 3 days.',
  USER_UPDATED: 'The user has been updated.',
  USER_DELETED: '{name} has been deleted.',
  USER_PASSWORD_RESET_SENT: 'A password reset link has been sent to {email}.',

  // Settings.
  DATASET_CONNECTION_FAILED: 'Failed to connect to dataset. Dataset is not found / Invalid format.',
  DATASET_CONNECTION_SUCCEEDED: 'Connected Successfully',

  // Support tickets.
  TICKET_TITLE_REQUIRED: 'Ticket Title is required.',
  TICKET_BODY_REQUIRED: 'Ticket Body is required.',
  TICKET_TITLE_AND_BODY_REQUIRED: "Please enter ticket's title and body. Both are required.",
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Looks a key up in a catalogue: the text, or undefined when the key is not in it. */
export type Translate = (key: string) => string | undefined;

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(MESSAGES, key);
}

export const translate: Translate = (key) => (isMessageKey(key) ? MESSAGES[key] : undefined);

/** The text of a key with its `{name}` placeholders filled in. */
export function message(key: MessageKey, params: Readonly<Record<string, string | number>> = {}): string {
  return MESSAGES[key].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}
