import { beforeEach, describe, expect, it, vi } from 'vitest';

import { translate } from '../shared/messages';
import type { NotificationInput } from '../shared/notifications/notification';
import { LoadingState } from '../stores/loading-state';
import {
  deferred,
  fetchAnswering,
  jsonResponse,
  requestOf,
  textResponse,
  type FetchMock,
} from '../test-support/http';
import {
  ApiClient,
  ApiError,
  MAX_CONSECUTIVE_UNAUTHORIZED,
  resolveErrorMessage,
  UNKNOWN_ERROR_MESSAGE,
} from './api-client';

interface Harness {
  client: ApiClient;
  fetch: FetchMock;
  session: { idToken: string | undefined; clearPrincipal: () => void };
  loading: LoadingState;
  notifications: NotificationInput[];
  navigate: ReturnType<typeof vi.fn<(path: string) => void>>;
  logger: { error: ReturnType<typeof vi.fn<(message: string, details?: unknown) => void>> };
}

function harness(fetchMock: FetchMock, idToken?: string): Harness {
  const session = {
    idToken,
    clearPrincipal: vi.fn(() => {
      session.idToken = undefined;
    }),
  };
  const loading = new LoadingState();
  const notifications: NotificationInput[] = [];
  const navigate = vi.fn<(path: string) => void>();
  const logger = { error: vi.fn<(message: string, details?: unknown) => void>() };
  const client = new ApiClient({
    fetch: fetchMock,
    session,
    ui: { loading, notify: (notification) => void notifications.push(notification) },
    translate,
    navigate,
    logger,
  });
  return { client, fetch: fetchMock, session, loading, notifications, navigate, logger };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call resolved, but it should have rejected');
}

describe('ApiClient requests', () => {
  it('calls /api on the same origin with JSON in and out', async () => {
    const h = harness(fetchAnswering(jsonResponse(200, { ok: true })));
    const data = await h.client.post<{ ok: boolean }>(
      '/auth/login',
      { email: 'a@b.co' },
      { query: { page: 2, skip: undefined } },
    );
    const { url, init, headers } = requestOf(h.fetch);
    expect(data).toEqual({ ok: true });
    expect(url).toBe('/api/auth/login?page=2');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"a@b.co"}');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('accept')).toBe('application/json');
  });

  it('sends the bearer header when the principal has an idToken', async () => {
    const h = harness(fetchAnswering(jsonResponse(200, {})), 'token-1');
    await h.client.get('/dashboard/revision');
    expect(requestOf(h.fetch).headers.get('authorization')).toBe('Bearer token-1');
  });

  it('sends no authorization header without an idToken', async () => {
    const h = harness(fetchAnswering(jsonResponse(200, {})));
    await h.client.get('/app-config');
    expect(requestOf(h.fetch).headers.has('authorization')).toBe(false);
  });

  it('sends FormData as it is: multipart with the boundary fetch sets, never as JSON', async () => {
    const h = harness(fetchAnswering(jsonResponse(200, { message: 'Upload complete.' })), 'token-1');
    const form = new FormData();
    form.append('file', new Blob(['isin\nUS0000000001\n'], { type: 'text/csv' }), 'list.csv');
    const data = await h.client.post<{ message: string }>('/watchlists/w1/upload', form);
    const { init, headers } = requestOf(h.fetch);
    expect(data).toEqual({ message: 'Upload complete.' });
    expect(init.body).toBe(form);
    // No content-type of ours: fetch sets multipart/form-data with its boundary.
    expect(headers.has('content-type')).toBe(false);
    expect(headers.get('authorization')).toBe('Bearer token-1');
  });

  it('returns a text body (a CSV download) as text', async () => {
    const csv = 'isin,company_name\r\nUS0000000001,Acme\r\n';
    const h = harness(
      fetchAnswering(
        new Response(csv, { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8' } }),
      ),
    );
    await expect(h.client.post<string>('/watchlists/download', { watchlistIds: ['w1'] })).resolves.toBe(csv);
  });

  it('returns the status with send(), and undefined data for an empty 204', async () => {
    const h = harness(fetchAnswering(jsonResponse(204)));
    await expect(h.client.send('POST', '/auth/changePassword', {})).resolves.toEqual({
      status: 204,
      data: undefined,
    });
  });
});

describe('ApiClient loading counter', () => {
  it('counts requests in flight and shows the indicator while any is pending', async () => {
    const first = deferred<Response>();
    const second = deferred<Response>();
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockReturnValueOnce(first.promise)
      .mockReturnValueOnce(second.promise);
    const h = harness(fetchMock);

    const one = h.client.get('/one');
    const two = h.client.get('/two');
    expect(h.loading.count).toBe(2);
    expect(h.loading.isShow).toBe(true);

    first.resolve(jsonResponse(200, {}));
    await one;
    expect(h.loading.count).toBe(1);
    expect(h.loading.isShow).toBe(true);
    expect(h.loading.value).toBe(50);

    second.resolve(jsonResponse(500, {}));
    await failure(two);
    expect(h.loading.count).toBe(0);
    expect(h.loading.isShow).toBe(false);
    expect(h.loading.value).toBe(100);
  });

  it('lowers the counter on network errors too, and never below zero', async () => {
    const h = harness(fetchAnswering(new TypeError('Failed to fetch')));
    await failure(h.client.get('/x'));
    expect(h.loading.count).toBe(0);
    h.loading.end();
    h.loading.end();
    expect(h.loading.count).toBe(0);
    expect(h.loading.isShow).toBe(false);
  });

  it('sets dynamicFilter back to true only when the indicator turns off', async () => {
    const first = deferred<Response>();
    const second = deferred<Response>();
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockReturnValueOnce(first.promise)
      .mockReturnValueOnce(second.promise);
    const h = harness(fetchMock);
    const one = h.client.get('/one');
    const two = h.client.get('/two');
    h.loading.setDynamicFilter(false);

    first.resolve(jsonResponse(200, {}));
    await one;
    expect(h.loading.dynamicFilter).toBe(false);

    second.resolve(jsonResponse(200, {}));
    await two;
    expect(h.loading.dynamicFilter).toBe(true);
  });
});

describe('ApiClient error messages', () => {
  it('prefers the translation of errorCode', () => {
    expect(
      resolveErrorMessage(
        { statusCode: 401, errorCode: 'WRONG_LOGIN_INFORMATION', message: 'Bad' },
        translate,
      ),
    ).toBe('This Email Address and/or Password is not recognised. Have you registered?');
  });

  it('then the translation of message when message is a catalogue key', () => {
    expect(
      resolveErrorMessage(
        { statusCode: 409, errorCode: 'NOT_IN_CATALOGUE', message: 'EMAIL_ALREADY_EXISTS' },
        translate,
      ),
    ).toBe('The user with the provided email already exists');
  });

  it('then message as it is', () => {
    expect(
      resolveErrorMessage(
        { statusCode: 400, errorCode: 'NOT_IN_CATALOGUE', message: 'Seat count too low' },
        translate,
      ),
    ).toBe('Seat count too low');
  });

  it('then the response data itself', () => {
    expect(resolveErrorMessage('Tenant is locked', translate)).toBe('Tenant is locked');
    expect(resolveErrorMessage('OTP_INVALID', translate)).toBe(
      'Entered Otp is NOT valid or expired. Please Retry or request a new one!',
    );
  });

  it("then 'An unknown error has occurred'", () => {
    expect(resolveErrorMessage(undefined, translate)).toBe(UNKNOWN_ERROR_MESSAGE);
    expect(resolveErrorMessage({ statusCode: 500 }, translate)).toBe('An unknown error has occurred');
    expect(resolveErrorMessage('<html><body>Bad gateway</body></html>', translate)).toBe(
      UNKNOWN_ERROR_MESSAGE,
    );
  });

  it("notifies 'Notification (<status>)' with the message and rejects with a typed ApiError", async () => {
    const body = { statusCode: 403, errorCode: 'INSUFFICIENT_PERMISSION', message: 'Forbidden' };
    const h = harness(fetchAnswering(jsonResponse(403, body)), 'token-1');
    const error = await failure(h.client.get('/setting/list'));
    expect(error).toMatchObject({
      status: 403,
      errorCode: 'INSUFFICIENT_PERMISSION',
      message: "You don't have permission to the application.",
    });
    expect(error.data).toEqual(body);
    expect(h.notifications).toEqual([
      {
        title: 'Notification (403)',
        message: "You don't have permission to the application.",
        severity: 'error',
      },
    ]);
    expect(h.session.clearPrincipal).not.toHaveBeenCalled();
  });

  it('rejects without a notification when the call asks for none', async () => {
    const h = harness(
      fetchAnswering(jsonResponse(400, { statusCode: 400, errorCode: 'X', message: 'Nope' })),
    );
    const error = await failure(h.client.post('/x', {}, { notifyOnError: false }));
    expect(error.message).toBe('Nope');
    expect(h.notifications).toEqual([]);
  });

  it('logs a 5xx and notifies the unknown-error text when the body has no message', async () => {
    const h = harness(fetchAnswering(jsonResponse(500, { statusCode: 500 })));
    const error = await failure(h.client.get('/dashboard/filter'));
    expect(error.status).toBe(500);
    expect(h.logger.error).toHaveBeenCalledOnce();
    expect(h.notifications).toEqual([
      { title: 'Notification (500)', message: UNKNOWN_ERROR_MESSAGE, severity: 'error' },
    ]);
  });

  it('logs a network failure, notifies the unknown-error text and rejects with status 0', async () => {
    const h = harness(fetchAnswering(new TypeError('Failed to fetch')));
    const error = await failure(h.client.get('/x'));
    expect(error).toMatchObject({ status: 0, message: UNKNOWN_ERROR_MESSAGE });
    expect(h.logger.error).toHaveBeenCalledOnce();
    expect(h.notifications).toEqual([
      { title: 'Notification', message: UNKNOWN_ERROR_MESSAGE, severity: 'error' },
    ]);
  });

  it('rejects a cancelled call quietly', async () => {
    const h = harness(fetchAnswering(new DOMException('The operation was aborted.', 'AbortError')));
    const error = await failure(h.client.get('/x'));
    expect(error).toMatchObject({ status: 0, errorCode: 'ABORTED' });
    expect(h.notifications).toEqual([]);
    expect(h.logger.error).not.toHaveBeenCalled();
  });
});

describe('ApiClient 202 and NOTIFICATION responses', () => {
  it('shows the text of a 202 as an error notification and rejects', async () => {
    const h = harness(
      fetchAnswering(textResponse(202, 'Region list is being rebuilt, try again shortly')),
      'token-1',
    );
    const error = await failure(h.client.post('/dashboard/allRegion'));
    expect(error).toMatchObject({ status: 202, message: 'Region list is being rebuilt, try again shortly' });
    expect(h.notifications).toEqual([
      {
        title: 'Notification (202)',
        message: 'Region list is being rebuilt, try again shortly',
        severity: 'error',
      },
    ]);
  });

  it("shows a NOTIFICATION response titled 'Notification' with its data, and resolves", async () => {
    const body = { type: 'NOTIFICATION', data: 'Your export will be emailed to you.' };
    const h = harness(fetchAnswering(jsonResponse(200, body)), 'token-1');
    await expect(h.client.post('/dashboard/export')).resolves.toEqual(body);
    expect(h.notifications).toEqual([
      { title: 'Notification', message: 'Your export will be emailed to you.', severity: 'info' },
    ]);
  });
});

describe('ApiClient 401 handling', () => {
  let h: Harness;
  const unauthorized = () =>
    jsonResponse(401, { statusCode: 401, errorCode: 'UNAUTHORIZED', message: 'Unauthorized' });

  beforeEach(() => {
    h = harness(fetchAnswering(unauthorized(), unauthorized(), unauthorized(), unauthorized()), 'token-1');
  });

  it('logs out and goes to / when a call with a token gets 401', async () => {
    const error = await failure(h.client.get('/dashboard/revision'));
    expect(error.status).toBe(401);
    expect(h.session.clearPrincipal).toHaveBeenCalledOnce();
    expect(h.navigate).toHaveBeenCalledWith('/');
    expect(h.notifications[0]).toMatchObject({
      title: 'Notification (401)',
      message: 'Your session has expired due to inactivity. Please login again using your credentials.',
    });
  });

  it('tells once that the session ended when several calls made with its token answer 401', async () => {
    const replaced = () =>
      jsonResponse(401, { statusCode: 401, errorCode: 'MULTIPLE_LOGINS', message: 'Signed in elsewhere' });
    h = harness(fetchAnswering(replaced(), replaced()), 'token-1');
    const slow = deferred<Response>();
    const calls = [h.client.get('/dashboard/filter'), h.client.get('/dashboard/filterCount')];
    // A slow call made with the same token answers after the notice has gone (closed or timed out).
    h.fetch.mockImplementationOnce(() => slow.promise);
    const late = h.client.post('/share');
    for (const call of calls) await failure(call);
    h.notifications[0]?.onClose?.();
    h.session.idToken = undefined;
    slow.resolve(replaced());
    await failure(late);
    expect(h.notifications).toHaveLength(1);
    expect(h.notifications[0]).toMatchObject({
      title: 'Notification (401)',
      message: 'You have been signed out because your account signed in elsewhere.',
    });
    expect(h.session.clearPrincipal).toHaveBeenCalledOnce();
    expect(h.navigate).toHaveBeenCalledOnce();
  });

  it('still tells when the first 401 of the session came from a call that shows its errors inline', async () => {
    h = harness(fetchAnswering(unauthorized(), unauthorized()), 'token-1');
    const quiet = h.client.get('/dashboard/availableYears', { notifyOnError: false });
    const loud = h.client.get('/dashboard/search');
    await failure(quiet);
    await failure(loud);
    expect(h.notifications).toHaveLength(1);
    expect(h.session.clearPrincipal).toHaveBeenCalledOnce();
  });

  it('commits logout on the third consecutive 401 of calls without a token', async () => {
    h.session.idToken = undefined;
    await failure(h.client.post('/otp/validateOtp', {}, { notifyOnError: false }));
    await failure(h.client.post('/otp/validateOtp', {}, { notifyOnError: false }));
    expect(h.session.clearPrincipal).not.toHaveBeenCalled();
    expect(h.navigate).not.toHaveBeenCalled();

    await failure(h.client.post('/otp/validateOtp', {}, { notifyOnError: false }));
    expect(MAX_CONSECUTIVE_UNAUTHORIZED).toBe(3);
    expect(h.session.clearPrincipal).toHaveBeenCalledOnce();
    expect(h.navigate).toHaveBeenCalledWith('/');
  });

  it('starts counting again after a successful response', async () => {
    const fetchMock = fetchAnswering(
      unauthorized(),
      unauthorized(),
      jsonResponse(200, {}),
      unauthorized(),
      unauthorized(),
    );
    h = harness(fetchMock);
    await failure(h.client.get('/a'));
    await failure(h.client.get('/a'));
    await h.client.get('/b');
    await failure(h.client.get('/a'));
    await failure(h.client.get('/a'));
    expect(h.session.clearPrincipal).not.toHaveBeenCalled();
  });

  it('logs out when the 401 notice is closed', async () => {
    h = harness(fetchAnswering(unauthorized()));
    await failure(h.client.get('/a'));
    expect(h.session.clearPrincipal).not.toHaveBeenCalled();
    h.notifications[0]?.onClose?.();
    expect(h.session.clearPrincipal).toHaveBeenCalledOnce();
    expect(h.navigate).toHaveBeenCalledWith('/');
  });

  it('does not end a newer session when an old 401 notice is closed', async () => {
    h = harness(fetchAnswering(unauthorized()));
    await failure(h.client.post('/auth/login', {}));
    h.session.idToken = 'token-after-a-new-sign-in';
    h.notifications[0]?.onClose?.();
    expect(h.session.clearPrincipal).not.toHaveBeenCalled();
  });
});
