import { createSecretKey } from 'node:crypto';
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule, JwtService } from '@nestjs/jwt';
import { AppConfig } from '../../shared/config/app-config.js';
import { Mailer } from '../../shared/mail/mailer.js';
import { AgreeTermsHandler } from './application/commands/agree-terms/agree-terms.handler.js';
import { ChangePasswordHandler } from './application/commands/change-password/change-password.handler.js';
import {
  SendFirstAdministratorLinkHandler,
  SetFirstAdministratorPasswordHandler,
} from './application/commands/first-administrator-link/first-administrator-link.handlers.js';
import {
  ForgotPasswordHandler,
  SendPasswordResetLinkHandler,
} from './application/commands/forgot-password/forgot-password.handlers.js';
import { PasswordLinks } from './application/commands/forgot-password/password-links.js';
import { LoginHandler } from './application/commands/login/login.handler.js';
import { LogoutHandler } from './application/commands/logout/logout.handler.js';
import {
  ConfirmMfaHandler,
  DisableMfaHandler,
  EnrollMfaHandler,
} from './application/commands/manage-mfa/manage-mfa.handlers.js';
import { MfaSignInHandler } from './application/commands/mfa-sign-in/mfa-sign-in.handler.js';
import { PurgeEndedSessionsHandler } from './application/commands/purge-ended-sessions/purge-ended-sessions.handler.js';
import { RecordActivityHandler } from './application/commands/record-activity/record-activity.handler.js';
import {
  DeleteAccountsHandler,
  SendPasswordSetupLinkHandler,
  UpdateAccountsHandler,
} from './application/commands/manage-accounts/manage-accounts.handlers.js';
import {
  CountTenantAccountsHandler,
  FindAccountByEmailHandler,
  GetAccountSummaryHandler,
  ListTenantAccountsHandler,
} from './application/queries/list-accounts/list-accounts.handlers.js';
import { RegisterUserAccountHandler } from './application/commands/register-user-account/register-user-account.handler.js';
import { ResetPasswordHandler } from './application/commands/reset-password/reset-password.handler.js';
import { SendOneTimeCodeHandler } from './application/commands/send-one-time-code/send-one-time-code.handler.js';
import { ValidateOneTimeCodeHandler } from './application/commands/validate-one-time-code/validate-one-time-code.handler.js';
import { TemplatedAccountMail } from './infrastructure/mail/templated-account-mail.js';
import { Captcha } from './application/ports/captcha.js';
import { IdleTime } from './application/ports/idle-time.js';
import { PasswordHasher } from './application/ports/password-hasher.js';
import { NodeSecrets } from './infrastructure/crypto/node-secrets.js';
import { SubscriptionAccess } from './application/ports/subscription-access.js';
import { SmsSender } from './application/ports/sms-sender.js';
import { TenantDirectory } from './application/ports/tenant-directory.js';
import { TermsVersion } from './application/ports/terms-version.js';
import { TokenIssuer } from './application/ports/token-issuer.js';
import { Rfc6238Totp } from './infrastructure/crypto/rfc6238-totp.js';
import { AuthenticateTokenHandler } from './application/queries/authenticate-token/authenticate-token.handler.js';
import { GetPrincipalHandler } from './application/queries/get-principal/get-principal.handler.js';
import { SessionPolicy } from './application/session-policy.js';
import { SignInService } from './application/sign-in.service.js';
import {
  MikroOrmAccountLinkRepository,
  MikroOrmLoginThrottleRepository,
  MikroOrmActivityRepository,
  MikroOrmMfaFactorRepository,
  MikroOrmOneTimeCodeRepository,
} from './infrastructure/persistence/mikro-orm-account-security.repositories.js';
import { ActivityRepository } from './domain/activity.repository.js';
import { MfaFactorRepository } from './domain/mfa-factor.repository.js';
import { SessionRepository } from './domain/session.repository.js';
import { UserAccountRepository } from './domain/user-account.repository.js';
import { BillingSubscriptionAccess } from './infrastructure/billing/billing-subscription-access.js';
import { NoCaptcha, RecaptchaCaptcha } from './infrastructure/captcha/captcha-adapters.js';
import { ContentIdleTime } from './infrastructure/content/content-idle-time.js';
import { ContentTermsVersion } from './infrastructure/content/content-terms-version.js';
import { Argon2PasswordHasher } from './infrastructure/crypto/argon2-password-hasher.js';
import { JwtTokenIssuer } from './infrastructure/crypto/jwt-token-issuer.js';
import { SessionCleanupJob } from './infrastructure/jobs/session-cleanup.job.js';
import { MikroOrmSessionRepository } from './infrastructure/persistence/mikro-orm-session.repository.js';
import { MikroOrmUserAccountRepository } from './infrastructure/persistence/mikro-orm-user-account.repository.js';
import { HttpSmsSender } from './infrastructure/sms/http-sms-sender.js';
import { MailCatcherSmsSender } from './infrastructure/sms/mail-catcher-sms-sender.js';
import { TenancyTenantDirectory } from './infrastructure/tenancy/tenancy-tenant-directory.js';
import { ActivityController } from './interface/http/activity.controller.js';
import { AuthController } from './interface/http/auth.controller.js';
import { AuthenticationGuard } from './interface/http/authentication.guard.js';
import { OtpController } from './interface/http/otp.controller.js';
import { TenantPasswordController } from './interface/http/tenant-password.controller.js';

@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        // A key object, made once: given a string, jsonwebtoken first tries to parse it as a public key
        // (and fails) on every sign and verify, a large part of the cost of authenticating a request.
        secret: createSecretKey(Buffer.from(config.jwtSecret)),
        signOptions: { issuer: 'ledgerscope' },
      }),
    }),
  ],
  controllers: [AuthController, OtpController, TenantPasswordController, ActivityController],
  providers: [
    { provide: UserAccountRepository, useClass: MikroOrmUserAccountRepository },
    { provide: SessionRepository, useClass: MikroOrmSessionRepository },
    MikroOrmOneTimeCodeRepository,
    MikroOrmAccountLinkRepository,
    MikroOrmLoginThrottleRepository,
    { provide: MfaFactorRepository, useClass: MikroOrmMfaFactorRepository },
    { provide: ActivityRepository, useClass: MikroOrmActivityRepository },
    { provide: PasswordHasher, useClass: Argon2PasswordHasher },
    { provide: TokenIssuer, useFactory: (jwt: JwtService) => new JwtTokenIssuer(jwt), inject: [JwtService] },
    { provide: TenantDirectory, useClass: TenancyTenantDirectory },
    { provide: IdleTime, useClass: ContentIdleTime },
    ContentTermsVersion,
    { provide: TermsVersion, useExisting: ContentTermsVersion },
    {
      provide: NodeSecrets,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => new NodeSecrets(config.secretsHashKey),
    },
    { provide: SubscriptionAccess, useClass: BillingSubscriptionAccess },
    Rfc6238Totp,
    TemplatedAccountMail,
    {
      provide: Captcha,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        config.recaptchaSecret ? new RecaptchaCaptcha(config.recaptchaSecret) : new NoCaptcha(),
    },
    {
      provide: SmsSender,
      inject: [AppConfig, Mailer],
      useFactory: (config: AppConfig, mailer: Mailer) =>
        config.smsGateway
          ? new HttpSmsSender(config.smsGateway.url, config.smsGateway.key)
          : new MailCatcherSmsSender(mailer),
    },
    {
      provide: SessionPolicy,
      useFactory: (config: AppConfig) => new SessionPolicy(config.jwtExpiresInSeconds),
      inject: [AppConfig],
    },
    { provide: APP_GUARD, useClass: AuthenticationGuard },
    SignInService,
    PasswordLinks,
    LoginHandler,
    LogoutHandler,
    RegisterUserAccountHandler,
    UpdateAccountsHandler,
    DeleteAccountsHandler,
    SendPasswordSetupLinkHandler,
    ListTenantAccountsHandler,
    GetAccountSummaryHandler,
    FindAccountByEmailHandler,
    CountTenantAccountsHandler,
    SendOneTimeCodeHandler,
    ValidateOneTimeCodeHandler,
    MfaSignInHandler,
    EnrollMfaHandler,
    ConfirmMfaHandler,
    DisableMfaHandler,
    ChangePasswordHandler,
    ForgotPasswordHandler,
    SendPasswordResetLinkHandler,
    ResetPasswordHandler,
    SendFirstAdministratorLinkHandler,
    SetFirstAdministratorPasswordHandler,
    AgreeTermsHandler,
    RecordActivityHandler,
    GetPrincipalHandler,
    AuthenticateTokenHandler,
    PurgeEndedSessionsHandler,
    SessionCleanupJob,
  ],
  exports: [SessionCleanupJob],
})
export class IdentityModule {}
