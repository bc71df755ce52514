import { MikroORM } from '@mikro-orm/postgresql';
import { Controller, Get } from '@nestjs/common';
import {
  HealthCheck,
  HealthCheckService,
  HealthIndicatorService,
  type HealthCheckResult,
} from '@nestjs/terminus';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/access.decorators.js';
import { DatabaseServer } from '../database/database-server.js';
import { Mailer } from '../mail/mailer.js';
import { ShutdownState } from './shutdown-state.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    private readonly orm: MikroORM,
    private readonly server: DatabaseServer,
    private readonly mailer: Mailer,
    private readonly shutdown: ShutdownState,
  ) {}

  @Public()
  @Get()
  @HealthCheck()
  check(): Promise<HealthCheckResult> {
    return this.health.check([
      () =>
        this.indicators
          .check('database')
          .attempt(async () => {
            await this.orm.em.getConnection().execute('select 1');
            return { kind: this.server.kind };
          })
          .withTimeout(3_000),
      () =>
        this.indicators
          .check('mail')
          .attempt(() => this.mailer.verify())
          .withTimeout(3_000),
      () =>
        this.shutdown.draining
          ? this.indicators.check('lifecycle').down({ message: 'shutting down' })
          : this.indicators.check('lifecycle').up(),
    ]);
  }
}
