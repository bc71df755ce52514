import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { message } from '../../shared/messages';
import { callsTo, fetchAnswering, fetchRouting, jsonResponse } from '../../test-support/http';
import {
  alertText,
  button,
  click,
  enableActEnvironment,
  field,
  mountApp,
  submit,
  type,
  unmountApp,
  waitFor,
} from '../../test-support/mount-app';
import { aPrincipal } from '../../test-support/principals';

beforeAll(enableActEnvironment);
afterEach(unmountApp);

const pendingAnswer = { ...aPrincipal({ idToken: undefined }), supportVarify: true };
const otpInvalid = jsonResponse(400, { statusCode: 400, errorCode: 'OTP_INVALID', message: 'Bad Request' });
const smsSent = jsonResponse(200, { verifyType: 2, contact: '+65 ****4567', message: 'SUCCESS_RESEND_CODE' });

function signIn(email = 'ana.lee@northwind.example', password = 'S3cret!pass'): void {
  type(field('Email'), email);
  type(field('Password'), password);
  submit('Sign in');
}

function radio(value: string): HTMLInputElement {
  const found = document.querySelector<HTMLInputElement>(`input[type="radio"][value="${value}"]`);
  if (found === null) throw new Error(`no radio ${value}`);
  return found;
}

const at = (mounted: { router: { state: { location: { pathname: string } } } }, path: string) => () =>
  mounted.router.state.location.pathname === path;

/**
 * Every search the router has had on /dashboard. The dashboard then opens the shared view, and a link the
 * test does not answer sends it on to the plain dashboard: the share must have arrived before that.
 */
function dashboardSearches(mounted: {
  router: {
    subscribe: (listener: (state: { location: { pathname: string; search: string } }) => void) => unknown;
  };
}): string[] {
  const seen: string[] = [];
  mounted.router.subscribe((state) => {
    if (state.location.pathname === '/dashboard') seen.push(state.location.search);
  });
  return seen;
}

describe('one-time code sign-in', () => {
  it('goes from sign-in to /verification, sends the code by SMS and signs in with it', async () => {
    const fetchMock = fetchRouting({
      'POST /api/auth/login': jsonResponse(200, pendingAnswer),
      'POST /api/otp/sendOtpSms': smsSent,
      'POST /api/otp/validateOtp': [otpInvalid, jsonResponse(200, aPrincipal({ idToken: 'token-otp' }))],
    });
    const app = mountApp('/?share=s1', fetchMock);
    const searches = dashboardSearches(app);
    signIn();
    await waitFor(at(app, '/verification'), '/verification');
    expect(app.router.state.location.search).toBe('?share=s1');
    expect(document.title).toBe('Verify your identity · Ledgerscope');
    expect(app.root.session.pendingCredentials?.password).toBe('S3cret!pass');

    click(radio('2'));
    submit('Send a one-time code');
    await waitFor(at(app, '/verifyCode'), '/verifyCode');
    expect(callsTo(fetchMock, 'POST /api/otp/sendOtpSms')[0]?.body).toEqual({
      email: 'ana.lee@northwind.example',
      password: 'S3cret!pass',
    });
    expect(document.body.textContent).toContain('+65 ****4567');

    submit('Verify code');
    expect(alertText() ?? document.body.textContent).toContain(message('EMPTY_OTP_CODE'));
    expect(callsTo(fetchMock, 'POST /api/otp/validateOtp')).toHaveLength(0);

    type(field('Verification code'), '123456');
    submit('Verify code');
    await waitFor(() => alertText() !== undefined, 'the refusal');
    expect(alertText()).toBe(message('OTP_INVALID'));

    type(field('Verification code'), 'ab12CD');
    submit('Verify code');
    await waitFor(at(app, '/dashboard'), 'the dashboard');
    expect(searches[0]).toBe('?share=s1');
    expect(callsTo(fetchMock, 'POST /api/otp/validateOtp')[1]?.body).toEqual({
      otpnum: 'ab12CD',
      email: 'ana.lee@northwind.example',
    });
    expect(app.root.session.idToken).toBe('token-otp');
    expect(app.root.session.pendingCredentials).toBeUndefined();
    // The password never reached storage.
    expect(app.writes.some(({ value }) => value.includes('S3cret!pass'))).toBe(false);
  });

  it('resends the code and says so', async () => {
    const fetchMock = fetchRouting({
      'POST /api/auth/login': jsonResponse(200, pendingAnswer),
      'POST /api/otp/sendOtpEmail': jsonResponse(200, { verifyType: 1, contact: 'a***@northwind.example' }),
    });
    const app = mountApp('/', fetchMock);
    signIn();
    await waitFor(at(app, '/verification'), '/verification');
    submit('Send a one-time code');
    await waitFor(at(app, '/verifyCode'), '/verifyCode');
    expect(document.body.textContent).toContain('a***@northwind.example');

    click(button('Resend code'));
    await waitFor(() => document.body.textContent.includes(message('SUCCESS_RESEND_CODE')), 'the resend');
    expect(message('SUCCESS_RESEND_CODE')).toBe('A new code has been sent.');
    expect(callsTo(fetchMock, 'POST /api/otp/sendOtpEmail')).toHaveLength(2);
  });

  it('sends /verification without remembered credentials to /', async () => {
    const app = mountApp('/verification', fetchAnswering());
    await waitFor(at(app, '/'), 'the sign-in page');
  });

  it('sends /verifyCode without a verification step to /', async () => {
    const app = mountApp('/verifyCode', fetchAnswering());
    await waitFor(at(app, '/'), 'the sign-in page');
  });
});

describe('two-step verification sign-in', () => {
  it('goes from sign-in to /mfaSignIn and signs in with the authenticator code', async () => {
    const fetchMock = fetchRouting({
      'POST /api/auth/login': jsonResponse(200, {
        ...aPrincipal({ idToken: undefined }),
        mfaPendingCredential: 'pending-1',
        sessionInfo: 'session-1',
        mfaInfo: { factorId: 'f1', displayName: 'Authenticator' },
      }),
      'POST /api/auth/mfaSignIn': [
        jsonResponse(400, { statusCode: 400, errorCode: 'INVALID_CODE', message: 'Bad Request' }),
        jsonResponse(200, aPrincipal({ idToken: 'token-mfa', lucaAccessible: true })),
      ],
    });
    const app = mountApp('/', fetchMock);
    signIn();
    await waitFor(at(app, '/mfaSignIn'), '/mfaSignIn');

    type(field('Authentication code'), '000000');
    submit('Two-step verification');
    await waitFor(() => alertText() !== undefined, 'the refusal');
    expect(alertText()).toBe(message('INVALID_CODE'));

    type(field('Authentication code'), '123456');
    submit('Two-step verification');
    await waitFor(at(app, '/access'), '/access');
    expect(callsTo(fetchMock, 'POST /api/auth/mfaSignIn')[1]?.body).toEqual({
      code: '123456',
      sessionInfo: 'session-1',
      tenantId: 't-7',
      mfaPendingCredential: 'pending-1',
    });
    expect(app.writes.some(({ value }) => value.includes('pending-1'))).toBe(false);
  });

  it('sends /mfaSignIn without session info to /', async () => {
    const app = mountApp('/mfaSignIn', fetchAnswering());
    await waitFor(at(app, '/'), 'the sign-in page');
  });
});

describe('terms and conditions', () => {
  it('sends /termsAndConditions without a token to /', async () => {
    const app = mountApp('/termsAndConditions', fetchAnswering());
    await waitFor(at(app, '/'), 'the sign-in page');
    expect(document.body.textContent).toContain('Sign in');
  });

  it('shows the sanitised terms and goes on after Agree', async () => {
    const fetchMock = fetchRouting({
      'POST /api/tnc': jsonResponse(200, {
        content: '<h2>Use</h2><p onclick="steal()">Be fair.</p><script>window.hacked = true</script>',
        updated: '2026-01-15T00:00:00Z',
      }),
      'POST /api/auth/agreeTerms': jsonResponse(200, aPrincipal({ isAgree: true, idToken: undefined })),
    });
    const app = mountApp('/termsAndConditions?share=s1', fetchMock, aPrincipal({ isAgree: false }));
    const searches = dashboardSearches(app);
    await waitFor(() => document.body.textContent.includes('Be fair.'), 'the terms');
    const region = document.querySelector('[role="region"]');
    expect(region?.innerHTML).toContain('<h2>Use</h2><p>Be fair.</p>');
    expect(region?.querySelector('script')).toBeNull();
    expect(region?.querySelector('[onclick]')).toBeNull();

    // The content does not overflow here (no layout in happy-dom), so Agree is enabled at once.
    const agree = button('Agree');
    await waitFor(() => !agree.hasAttribute('disabled'), 'Agree enabled');
    click(agree);
    await waitFor(at(app, '/dashboard'), 'the dashboard');
    expect(searches[0]).toBe('?share=s1');
    expect(app.root.session.principal?.isAgree).toBe(true);
    expect(app.root.session.idToken).toBe('token-abc');
  });

  it('signs out on Decline', async () => {
    const fetchMock = fetchRouting({
      'POST /api/tnc': jsonResponse(200, { content: '<p>Terms</p>' }),
      'POST /api/auth/logout': jsonResponse(204),
    });
    const app = mountApp('/termsAndConditions', fetchMock, aPrincipal({ isAgree: false }));
    click(button('Decline and log out'));
    await waitFor(at(app, '/'), 'the sign-in page');
    expect(app.root.session.isAuthenticated).toBe(false);
  });
});

describe('passwords', () => {
  it('always shows the success text on /forgotPassword, even when the call fails', async () => {
    const fetchMock = fetchRouting({
      'POST /api/auth/forgotPassword': [
        jsonResponse(500, { statusCode: 500 }),
        new TypeError('Failed to fetch'),
      ],
    });
    const app = mountApp('/forgotPassword', fetchMock);
    expect(document.title).toBe('Forgot password · Ledgerscope');
    submit('Forgot password');
    expect(document.body.textContent).toContain(message('EMPTY_EMAIL'));
    type(field('Email'), 'nobody');
    submit('Forgot password');
    expect(document.body.textContent).toContain(message('INVALID_EMAIL_FORMAT'));
    expect(callsTo(fetchMock, 'POST /api/auth/forgotPassword')).toHaveLength(0);

    type(field('Email'), 'nobody@northwind.example');
    submit('Forgot password');
    const success =
      'If an account exists for this email address, we have sent a link to reset your password.';
    await waitFor(() => document.body.textContent.includes(success), 'the success text');
    expect(callsTo(fetchMock, 'POST /api/auth/forgotPassword')[0]?.body).toEqual({
      email: 'nobody@northwind.example',
    });
    expect(app.root.ui.notification).toBeUndefined();
    click(button('Back to sign in'));
    await waitFor(at(app, '/'), 'the sign-in page');
  });

  it('creates the first password, checking the policy as the server does and saying it once, then goes on', async () => {
    const fetchMock = fetchRouting({
      'POST /api/auth/changePassword': [
        jsonResponse(204),
        jsonResponse(200, aPrincipal({ firstLogin: false, isAgree: false, idToken: 'token-new' })),
      ],
    });
    const policy = message('PASSWORD_POLICY');
    const timesShown = (text: string) => document.body.textContent.split(text).length - 1;
    const app = mountApp('/createPassword', fetchMock, aPrincipal({ firstLogin: true }));
    // The hint, once.
    expect(timesShown(policy)).toBe(1);
    submit('Create your password');
    expect(document.body.textContent).toContain(message('EMPTY_PASSWORD'));
    // 3 characters: the 8-to-128 policy, not 'at least 6', and still once.
    type(field('New password'), 'abc');
    type(field('Confirm password'), 'abd');
    submit('Create your password');
    expect(document.body.textContent).not.toContain(message('INVALID_PASSWORD_FORMAT'));
    expect(timesShown(policy)).toBe(1);
    expect(field('New password').getAttribute('aria-invalid')).toBe('true');
    expect(document.body.textContent).toContain(message('PASSWORD_NOT_MATCH'));
    // What the server would refuse is not sent.
    for (const weak of ['simple1', 'simple12', 'Simple12']) {
      type(field('New password'), weak);
      type(field('Confirm password'), weak);
      submit('Create your password');
      expect(timesShown(policy)).toBe(1);
    }
    expect(callsTo(fetchMock, 'POST /api/auth/changePassword')).toHaveLength(0);

    // The server refuses all the same (a legacy 204): the policy under the field, no second copy above it.
    type(field('New password'), 'Simple1!');
    type(field('Confirm password'), 'Simple1!');
    submit('Create your password');
    await waitFor(() => field('New password').getAttribute('aria-invalid') === 'true', 'the refusal');
    expect(timesShown(policy)).toBe(1);
    expect(alertText()).toBeUndefined();

    submit('Create your password');
    await waitFor(at(app, '/termsAndConditions'), 'the terms');
    expect(callsTo(fetchMock, 'POST /api/auth/changePassword')[1]?.body).toEqual({ password: 'Simple1!' });
    expect(app.root.session.idToken).toBe('token-new');
  });

  it("says the server's policy refusal of a magic-link password once, under the field", async () => {
    const fetchMock = fetchRouting({
      'POST /api/tenant/new-password': jsonResponse(400, {
        statusCode: 400,
        errorCode: 'INVALID_PASSWORD',
        message: message('INVALID_PASSWORD'),
      }),
    });
    mountApp('/resetPassword?token=magic&tenantId=t-7', fetchMock);
    type(field('New password'), 'N3w!password');
    type(field('Confirm password'), 'N3w!password');
    submit('Set your password');
    await waitFor(() => field('New password').getAttribute('aria-invalid') === 'true', 'the refusal');
    expect(document.body.textContent.split(message('PASSWORD_POLICY')).length - 1).toBe(1);
    expect(alertText()).toBeUndefined();
  });

  it('resets a password from an emailed link and offers Return to Login', async () => {
    const fetchMock = fetchRouting({
      'POST /api/auth/resetPassword': [
        jsonResponse(400, { statusCode: 400, errorCode: 'INVALID_OOB_CODE', message: 'Bad Request' }),
        jsonResponse(200, { message: 'PASSWORD_RESET' }),
      ],
    });
    const app = mountApp('/resetPassword?oobCode=o1&tenantId=t-7', fetchMock);
    type(field('New password'), 'N3w!password');
    type(field('Confirm password'), 'N3w!password');
    submit('Reset your password');
    await waitFor(() => alertText() !== undefined, 'the refusal');
    expect(alertText()).toContain('This link is invalid or has expired. Please request a new one.');

    submit('Reset your password');
    await waitFor(() => document.body.textContent.includes('Password reset'), 'the confirmation');
    expect(callsTo(fetchMock, 'POST /api/auth/resetPassword')[1]?.body).toEqual({
      oobCode: 'o1',
      newPassword: 'N3w!password',
      tenantId: 't-7',
    });
    click(button('Return to Login'));
    await waitFor(at(app, '/'), 'the sign-in page');
  });

  it("sets a new administrator's password from the magic link and confirms with Return to Login", async () => {
    const fetchMock = fetchRouting({
      'POST /api/tenant/new-password': jsonResponse(200, { message: 'PASSWORD_SET' }),
    });
    const app = mountApp('/resetPassword?token=magic&tenantId=t-7', fetchMock);
    expect(document.title).toBe('Set your password · Ledgerscope');
    type(field('New password'), 'N3w!password');
    type(field('Confirm password'), 'N3w!password');
    submit('Set your password');
    await waitFor(() => document.body.textContent.includes('Password set'), 'the confirmation');
    expect(document.body.textContent).toContain(message('SUCCESS_PASSWORD_SET'));
    expect(callsTo(fetchMock, 'POST /api/tenant/new-password')[0]?.body).toEqual({
      token: 'magic',
      newPassword: 'N3w!password',
      tenantId: 't-7',
    });
    // Nobody is signed in: the sign-in follows, from the login page.
    expect(app.root.session.principal).toBeUndefined();
    click(button('Return to Login'));
    await waitFor(at(app, '/'), 'the sign-in page');
  });

  it('says a link without a code is invalid', () => {
    mountApp('/resetPassword?tenantId=t-7', fetchAnswering());
    expect(alertText()).toBe(message('INVALID_OOB_CODE'));
  });
});

describe('access and Luca', () => {
  it('offers the dashboard and, when allowed, Luca on /access', async () => {
    // The Luca page is loaded on demand: loaded here first, so the wait below is for the page only.
    await import('../luca/pages/LucaPage');
    const workspace = {
      engine: 'DETERMINISTIC',
      dataRevision: null,
      conversations: [],
      suggestions: ['Why does Acme Holdings have a D+ rating?'],
    };
    const app = mountApp(
      '/access',
      fetchRouting({ 'POST /api/luca/open': jsonResponse(200, workspace) }),
      aPrincipal({ lucaAccessible: true }),
    );
    expect(button('Access Dashboard').getAttribute('href')).toBe('/dashboard');
    click(button('Access Luca'));
    await waitFor(at(app, '/luca'), '/luca');
    await waitFor(() => document.querySelector('h1')?.textContent === 'Luca', 'the Luca page');
    await waitFor(
      () => document.body.textContent.includes('Why does Acme Holdings have a D+ rating?'),
      'the suggestions',
    );
  });

  it('offers only the dashboard without Luca, and refuses /luca', () => {
    mountApp('/access', fetchRouting({}), aPrincipal({ lucaAccessible: false }));
    expect(() => button('Access Luca')).toThrow();
    unmountApp();
    mountApp('/luca', fetchRouting({}), aPrincipal({ lucaAccessible: false }));
    expect(document.body.textContent).toContain(message('INSUFFICIENT_PERMISSION'));
  });

  it('sends /access and /createPassword without a token to /', async () => {
    const app = mountApp('/access', fetchAnswering());
    await waitFor(at(app, '/'), 'the sign-in page');
    unmountApp();
    const again = mountApp('/createPassword', fetchAnswering());
    await waitFor(at(again, '/'), 'the sign-in page');
  });
});

describe('account drawer', () => {
  it('shows the details read-only and sends a password reset link', async () => {
    const fetchMock = fetchRouting({ 'POST /api/auth/sendPasswordResetLink': jsonResponse(200, {}) });
    const app = mountApp('/dashboard', fetchMock, aPrincipal({ phone: '+65 9123 4567' }));
    click(button('Open account panel'));
    const drawer = document.getElementById('user-drawer');
    expect(drawer?.textContent).toContain('+65 9123 4567');
    expect(drawer?.textContent).toContain('Contact your administrator to update your details');
    expect(drawer?.querySelector('input')).toBeNull();

    click(button('Update Password'));
    await waitFor(() => app.root.ui.notification !== undefined, 'the notification');
    expect(app.root.ui.notification?.message).toBe(
      'We have sent a password reset link to your email address.',
    );
    expect(callsTo(fetchMock, 'POST /api/auth/sendPasswordResetLink')[0]?.headers.get('authorization')).toBe(
      'Bearer token-abc',
    );
  });

  it('sets up two-step verification with the QR code, the secret and a code', async () => {
    const fetchMock = fetchRouting({
      'POST /api/auth/mfa/enroll': jsonResponse(200, {
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUrl: 'otpauth://totp/Ledgerscope:ana?secret=JBSWY3DPEHPK3PXP',
        qrCodeDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
      }),
      'POST /api/auth/mfa/confirm': [
        jsonResponse(400, { statusCode: 400, errorCode: 'INVALID_CODE', message: 'Bad Request' }),
        jsonResponse(200, { enrolled: true }),
      ],
    });
    const app = mountApp('/dashboard', fetchMock, true);
    click(button('Open account panel'));
    click(button('Set up'));
    await waitFor(() => document.querySelector('img[src^="data:image/png"]') !== null, 'the QR code');
    expect(document.body.textContent).toContain('JBSW Y3DP EHPK 3PXP');

    type(field('Authentication code'), '111111');
    submit('Set up two-step verification');
    await waitFor(() => alertText() !== undefined, 'the refusal');
    expect(alertText()).toBe(message('INVALID_CODE'));

    type(field('Authentication code'), '222222');
    submit('Set up two-step verification');
    await waitFor(() => app.root.session.principal?.mfaEnrolled === true, 'the enrolment');
    expect(callsTo(fetchMock, 'POST /api/auth/mfa/confirm')[1]?.body).toEqual({ code: '222222' });
    expect(app.root.ui.notification?.message).toBe(message('SUCCESS_MFA_ENROLLED'));
  });
});

describe('idle auto-logout', () => {
  it('signs out after the idle time of the setting and says why', async () => {
    const fetchMock = fetchRouting({
      'POST /api/setting/idleTime': jsonResponse(200, { value: 0.05 }),
      'POST /api/auth/logout': jsonResponse(204),
    });
    const app = mountApp('/dashboard', fetchMock, true);
    await waitFor(at(app, '/'), 'the sign-in page');
    expect(app.root.session.isAuthenticated).toBe(false);
    expect(callsTo(fetchMock, 'POST /api/auth/logout')).toHaveLength(1);
    expect(app.root.ui.notification?.message).toBe(message('UNAUTHORIZED'));
  });
});
