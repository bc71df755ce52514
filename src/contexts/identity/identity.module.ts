import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule, JwtService } from '@nestjs/jwt';
import { AppConfig } from '../../shared/config/app-config.js';
import { LoginHandler } from './application/commands/login/login.handler.js';
import { PurgeEndedSessionsHandler } from './application/commands/purge-ended-sessions/purge-ended-sessions.handler.js';
import { SessionCleanupJob } from './infrastructure/jobs/session-cleanup.job.js';
import { LogoutHandler } from './application/commands/logout/logout.handler.js';
import { RegisterUserAccountHandler } from './application/commands/register-user-account/register-user-account.handler.js';
import { PasswordHasher } from './application/ports/password-hasher.js';
import { TenantDirectory } from './application/ports/tenant-directory.js';
import { TokenIssuer } from './application/ports/token-issuer.js';
import { AuthenticateTokenHandler } from './application/queries/authenticate-token/authenticate-token.handler.js';
import { GetPrincipalHandler } from './application/queries/get-principal/get-principal.handler.js';
import { SessionPolicy } from './application/session-policy.js';
import { SessionRepository } from './domain/session.repository.js';
import { UserAccountRepository } from './domain/user-account.repository.js';
import { Argon2PasswordHasher } from './infrastructure/crypto/argon2-password-hasher.js';
import { JwtTokenIssuer } from './infrastructure/crypto/jwt-token-issuer.js';
import { MikroOrmSessionRepository } from './infrastructure/persistence/mikro-orm-session.repository.js';
import { MikroOrmUserAccountRepository } from './infrastructure/persistence/mikro-orm-user-account.repository.js';
import { TenancyTenantDirectory } from './infrastructure/tenancy/tenancy-tenant-directory.js';
import { AuthController } from './interface/http/auth.controller.js';
import { AuthenticationGuard } from './interface/http/authentication.guard.js';

@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { issuer: 'ledgerscope' },
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [
    { provide: UserAccountRepository, useClass: MikroOrmUserAccountRepository },
    { provide: SessionRepository, useClass: MikroOrmSessionRepository },
    { provide: PasswordHasher, useClass: Argon2PasswordHasher },
    { provide: TokenIssuer, useFactory: (jwt: JwtService) => new JwtTokenIssuer(jwt), inject: [JwtService] },
    { provide: TenantDirectory, useClass: TenancyTenantDirectory },
    {
      provide: SessionPolicy,
      useFactory: (config: AppConfig) => new SessionPolicy(config.jwtExpiresInSeconds),
      inject: [AppConfig],
    },
    { provide: APP_GUARD, useClass: AuthenticationGuard },
    LoginHandler,
    LogoutHandler,
    RegisterUserAccountHandler,
    GetPrincipalHandler,
    AuthenticateTokenHandler,
    PurgeEndedSessionsHandler,
    SessionCleanupJob,
  ],
  exports: [SessionCleanupJob],
})
export class IdentityModule {}
