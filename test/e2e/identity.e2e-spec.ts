import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import { SendFirstAdministratorLink } from '../../src/contexts/identity/index.js';
import { totpAt } from '../../src/contexts/identity/infrastructure/crypto/rfc6238-totp.js';
import { createAccount, inContext, PASSWORD, signIn } from '../support/accounts.js';
import { waitForMail } from '../support/mail-inbox.js';
import { startTestApp } from '../support/test-app.js';

const STRONG = 'N3w!Password';

describe('Identity and access over HTTP', () => {
  let app: NestExpressApplication;
  let db: pg.Client;
  const http = () => request(app.getHttpServer());
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    app = await startTestApp();
    db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
  });

  afterAll(async () => {
    await db.end();
    await app.close();
  });

  const codeFrom = (text: string | undefined): string => {
    const match = /\b(\d{6})\b/.exec(text ?? '');
    if (!match?.[1]) throw new Error(`no code in ${text}`);
    return match[1];
  };
  const linkParameter = (text: string | undefined, name: string): string => {
    const match = new RegExp(`[?&]${name}=([^&\\s]+)`).exec(text ?? '');
    if (!match?.[1]) throw new Error(`no ${name} in ${text}`);
    return decodeURIComponent(match[1]);
  };

  describe('one-time codes', () => {
    it('sends a code by mail, signs in with it once, and refuses it again', async () => {
      const { email } = await createAccount(app, { supportVerify: true });
      const login = await http().post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
      expect(login.body).toMatchObject({ supportVarify: true });
      expect(login.body.idToken).toBeUndefined();

      const sent = await http().post('/api/otp/sendOtpEmail').send({ email, password: PASSWORD }).expect(200);
      expect(sent.body).toEqual({
        verifyType: 1,
        contact: expect.stringMatching(/^u\*\*\*@example\.test$/),
        message: 'SUCCESS_RESEND_CODE',
      });
      const code = codeFrom((await waitForMail(email, /sign-in code/)).text);

      const wrong = await http()
        .post('/api/otp/validateOtp')
        .send({ email, otpnum: code === '000000' ? '111111' : '000000' })
        .expect(400);
      expect(wrong.body.errorCode).toBe('OTP_INVALID');
      const ok = await http().post('/api/otp/validateOtp').send({ email, otpnum: code }).expect(200);
      expect(ok.body.idToken).toEqual(expect.any(String));
      const again = await http().post('/api/otp/validateOtp').send({ email, otpnum: code }).expect(400);
      expect(again.body).toMatchObject({
        errorCode: 'OTP_INVALID',
        message: 'Entered Otp is NOT valid or expired. Please Retry or request a new one!',
      });
    });

    it('refuses an expired code and a code after 5 wrong tries', async () => {
      const { email, userId } = await createAccount(app, { supportVerify: true });
      await http().post('/api/otp/sendOtpEmail').send({ email, password: PASSWORD }).expect(200);
      const code = codeFrom((await waitForMail(email, /sign-in code/)).text);
      await db.query(
        `update identity.one_time_code set expires_at = now() - interval '1 second' where user_id = $1`,
        [userId],
      );
      expect(
        (await http().post('/api/otp/validateOtp').send({ email, otpnum: code }).expect(400)).body.errorCode,
      ).toBe('OTP_INVALID');

      const second = await createAccount(app, { supportVerify: true });
      await http()
        .post('/api/otp/sendOtpEmail')
        .send({ email: second.email, password: PASSWORD })
        .expect(200);
      const right = codeFrom((await waitForMail(second.email, /sign-in code/)).text);
      const wrongCode = right === '999999' ? '888888' : '999999';
      for (let i = 0; i < 5; i += 1) {
        await http()
          .post('/api/otp/validateOtp')
          .send({ email: second.email, otpnum: wrongCode })
          .expect(400);
      }
      expect(
        (await http().post('/api/otp/validateOtp').send({ email: second.email, otpnum: right }).expect(400))
          .body.errorCode,
      ).toBe('OTP_INVALID');
    });

    it('sends a code by SMS into the mail catcher and masks the phone number', async () => {
      const { email } = await createAccount(app, { supportVerify: true, phone: '+6598765432' });
      const sent = await http().post('/api/otp/sendOtpSms').send({ email, password: PASSWORD }).expect(200);
      expect(sent.body).toMatchObject({ verifyType: 2, contact: '+65 ****5432' });
      const sms = await waitForMail('sms+6598765432@sms.localhost', /SMS to/);
      expect(codeFrom(sms.text)).toMatch(/^\d{6}$/);
    });

    it('answers 400 with the spec key for a malformed code and never sends a code for a wrong password', async () => {
      expect(
        (await http().post('/api/otp/validateOtp').send({ email: 'otp@acme.test', otpnum: '12' }).expect(400))
          .body.errorCode,
      ).toBe('EMPTY_OTP_CODE');
      expect(
        (
          await http()
            .post('/api/otp/sendOtpEmail')
            .send({ email: 'otp@acme.test', password: 'wrong' })
            .expect(401)
        ).body.errorCode,
      ).toBe('WRONG_LOGIN_INFORMATION');
    });
  });

  describe('sessions', () => {
    it('ends the older session at a new login: its next request answers MULTIPLE_LOGINS', async () => {
      const { email } = await createAccount(app);
      const first = await signIn(app, email);
      const second = await signIn(app, email);
      expect((await http().get('/api/auth/me').set(bearer(first)).expect(401)).body.errorCode).toBe(
        'MULTIPLE_LOGINS',
      );
      await http().get('/api/auth/me').set(bearer(second)).expect(200);
    });

    it('ends a session idle longer than the idleTime setting', async () => {
      const { email, userId } = await createAccount(app);
      const token = await signIn(app, email);
      await db.query(
        `update identity.session set last_seen_at = now() - interval '43201 seconds' where user_id = $1`,
        [userId],
      );
      const response = await http().get('/api/auth/me').set(bearer(token)).expect(401);
      expect(response.body).toMatchObject({
        errorCode: 'UNAUTHORIZED',
        message: expect.stringMatching(/inactivity/),
      });
    });

    it('refuses a disabled account at login and on its open session', async () => {
      const { email, userId } = await createAccount(app);
      const token = await signIn(app, email);
      await db.query('update identity.user_account set disabled = true where id = $1', [userId]);
      expect(
        (await http().post('/api/auth/login').send({ email, password: PASSWORD }).expect(403)).body,
      ).toMatchObject({
        errorCode: 'ACCOUNT_DISABLED',
        message: 'Your account has been disabled. Contact your admin for details.',
      });
      expect((await http().get('/api/auth/me').set(bearer(token)).expect(403)).body.errorCode).toBe(
        'ACCOUNT_DISABLED',
      );
    });

    it('slows down and then refuses repeated failures with 429, and recovers after the window', async () => {
      const { email } = await createAccount(app);
      for (let i = 0; i < 10; i += 1)
        await http().post('/api/auth/login').send({ email, password: 'wrong-password' }).expect(401);
      const refused = await http().post('/api/auth/login').send({ email, password: PASSWORD }).expect(429);
      expect(refused.body.errorCode).toBe('TOO_MANY_ATTEMPTS_TRY_LATER');
      await db.query(
        `update identity.login_throttle set window_started_at = now() - interval '16 minutes' where key = $1`,
        [`email:${email}`],
      );
      await http().post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
    }, 60_000);
  });

  describe('passwords', () => {
    it('changes the password under the policy and moves the caller to a new session', async () => {
      const { email } = await createAccount(app, { firstLogin: true });
      const token = await signIn(app, email);
      const weak = await http()
        .post('/api/auth/changePassword')
        .set(bearer(token))
        .send({ password: 'short' })
        .expect(400);
      expect(weak.body).toMatchObject({
        errorCode: 'INVALID_PASSWORD',
        message: expect.stringMatching(/8 to 128 characters/),
      });
      const changed = await http()
        .post('/api/auth/changePassword')
        .set(bearer(token))
        .send({ password: STRONG })
        .expect(200);
      expect(changed.body).toMatchObject({ firstLogin: false, idToken: expect.any(String) });
      await http()
        .get('/api/auth/me')
        .set(bearer(changed.body.idToken as string))
        .expect(200);
      await http().post('/api/auth/login').send({ email, password: STRONG }).expect(200);
    });

    it('always answers forgot-password with success, and mails a single-use link only to a real account', async () => {
      const unknown = await http()
        .post('/api/auth/forgotPassword')
        .send({ email: 'nobody-here@example.test' })
        .expect(200);
      expect(unknown.body).toEqual({ message: 'SUCCESS_EMAIL_SEND_FORGOT_PASSWORD' });
      expect(
        (await http().post('/api/auth/forgotPassword').send({ email: '' }).expect(400)).body.errorCode,
      ).toBe('EMPTY_EMAIL');

      const { email } = await createAccount(app);
      await http().post('/api/auth/forgotPassword').send({ email }).expect(200);
      const mail = await waitForMail(email, /Reset your Ledgerscope password/);
      const oobCode = linkParameter(mail.text, 'oobCode');
      expect(linkParameter(mail.text, 'tenantId')).toMatch(/^[0-9a-f-]{36}$/);

      const weak = await http()
        .post('/api/auth/resetPassword')
        .send({ oobCode, newPassword: 'weak' })
        .expect(400);
      expect(weak.body.errorCode).toBe('INVALID_PASSWORD');
      await http().post('/api/auth/resetPassword').send({ oobCode, newPassword: STRONG }).expect(200);
      const reused = await http()
        .post('/api/auth/resetPassword')
        .send({ oobCode, newPassword: STRONG })
        .expect(400);
      expect(reused.body.errorCode).toBe('INVALID_OOB_CODE');
      await http().post('/api/auth/login').send({ email, password: STRONG }).expect(200);
    });

    it('refuses an expired reset link', async () => {
      const { email, userId } = await createAccount(app);
      await http().post('/api/auth/forgotPassword').send({ email }).expect(200);
      const oobCode = linkParameter(
        (await waitForMail(email, /Reset your Ledgerscope password/)).text,
        'oobCode',
      );
      await db.query(
        `update identity.account_link set expires_at = now() - interval '1 second' where user_id = $1`,
        [userId],
      );
      expect(
        (await http().post('/api/auth/resetPassword').send({ oobCode, newPassword: STRONG }).expect(400)).body
          .errorCode,
      ).toBe('INVALID_OOB_CODE');
    });

    it("sets a new tenant's first administrator's password through the magic link, once, signing no one in", async () => {
      const { email, userId } = await createAccount(app, { role: 'TENANT_ADMINISTRATOR', firstLogin: true });
      await inContext(app, (commands) =>
        commands.execute(new SendFirstAdministratorLink(userId, 'Test Org')),
      );
      const mail = await waitForMail(email, /Welcome to Ledgerscope/);
      expect(mail.text).toMatch(/expires in 3 days/);
      const token = linkParameter(mail.text, 'token');
      const set = await http()
        .post('/api/tenant/new-password')
        .send({ token, newPassword: STRONG })
        .expect(200);
      // The spec's confirmation with Return to Login follows: no token, no session.
      expect(set.body).toEqual({ message: 'PASSWORD_SET' });
      const principal = await http().post('/api/auth/login').send({ email, password: STRONG }).expect(200);
      expect(principal.body).toMatchObject({
        role: 'TENANT_ADMINISTRATOR',
        firstLogin: false,
        idToken: expect.any(String),
      });
      expect(
        (await http().post('/api/tenant/new-password').send({ token, newPassword: STRONG }).expect(400)).body
          .errorCode,
      ).toBe('INVALID_OOB_CODE');
    });

    it("mails the signed-in user's own reset link from the drawer", async () => {
      const { email } = await createAccount(app);
      const token = await signIn(app, email);
      await http().post('/api/auth/sendPasswordResetLink').set(bearer(token)).expect(200);
      await waitForMail(email, /Reset your Ledgerscope password/);
    });
  });

  describe('two-step verification (TOTP)', () => {
    it('enrols with a QR code, then asks for the code at sign-in and accepts only the right one', async () => {
      const { email } = await createAccount(app);
      const token = await signIn(app, email);
      const enrolment = await http().post('/api/auth/mfa/enroll').set(bearer(token)).expect(200);
      expect(enrolment.body.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
      const secret = enrolment.body.secret as string;
      await http()
        .post('/api/auth/mfa/confirm')
        .set(bearer(token))
        .send({ code: '000000' === totpAt(secret, new Date()) ? '111111' : '000000' })
        .expect(400);
      await http()
        .post('/api/auth/mfa/confirm')
        .set(bearer(token))
        .send({ code: totpAt(secret, new Date()) })
        .expect(200);

      const login = await http().post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
      expect(login.body.idToken).toBeUndefined();
      const { mfaPendingCredential, sessionInfo } = login.body as {
        mfaPendingCredential: string;
        sessionInfo: string;
      };
      const wrongSession = await http()
        .post('/api/auth/mfaSignIn')
        .send({ code: totpAt(secret, new Date()), sessionInfo: 'other', mfaPendingCredential })
        .expect(401);
      expect(wrongSession.body.errorCode).toBe('UNAUTHORIZED');
      const bad = totpAt(secret, new Date()) === '123456' ? '654321' : '123456';
      expect(
        (
          await http()
            .post('/api/auth/mfaSignIn')
            .send({ code: bad, sessionInfo, mfaPendingCredential })
            .expect(400)
        ).body.errorCode,
      ).toBe('INVALID_CODE');
      const signedIn = await http()
        .post('/api/auth/mfaSignIn')
        .send({ code: totpAt(secret, new Date()), sessionInfo, mfaPendingCredential })
        .expect(200);
      expect(signedIn.body.idToken).toEqual(expect.any(String));
    });
  });

  describe('terms and activity', () => {
    it('serves the terms publicly, records agreement, and keeps subscription terms for signed-in users', async () => {
      const terms = await http().post('/api/tnc').expect(200);
      expect(terms.body.content).toMatch(/Terms and Conditions/);
      const { email } = await createAccount(app, { termsAgreed: false });
      const token = await signIn(app, email);
      expect((await http().get('/api/auth/me').set(bearer(token)).expect(200)).body.isAgree).toBe(false);
      expect((await http().post('/api/auth/agreeTerms').set(bearer(token)).expect(200)).body.isAgree).toBe(
        true,
      );
      await http().post('/api/subscription-tnc').expect(401);
      expect(
        (await http().post('/api/subscription-tnc').set(bearer(token)).expect(200)).body.content,
      ).toMatch(/Subscription/);
    });

    it('records request types for the caller and rejects unknown ones', async () => {
      const { email, userId } = await createAccount(app);
      const token = await signIn(app, email);
      await http().get('/api/dashboard/request-type?requestType=CSV_DOWNLOAD').set(bearer(token)).expect(204);
      await http().get('/api/dashboard/request-type?requestType=NOPE').set(bearer(token)).expect(400);
      await http().get('/api/dashboard/request-type?requestType=LOGIN').expect(401);
      const { rows } = await db.query<{ type: string }>(
        'select type from identity.activity where user_id = $1 order by at',
        [userId],
      );
      expect(rows.map((row) => row.type)).toEqual(['LOGIN', 'CSV_DOWNLOAD']);
    });
  });
});
