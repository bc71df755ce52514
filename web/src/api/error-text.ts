import { ApiError, UNKNOWN_ERROR_MESSAGE } from './api-client';

/** The text to show inline for a failed call: the catalogue text the client resolved, else the unknown error. */
export function errorTextOf(error: unknown): string {
  return error instanceof ApiError && error.message.trim() !== '' ? error.message : UNKNOWN_ERROR_MESSAGE;
}

/** The catalogue key (errorCode) of a failed call, when the server sent one. */
export function errorCodeOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.errorCode : undefined;
}
