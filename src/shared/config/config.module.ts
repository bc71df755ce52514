import { Global, Module } from '@nestjs/common';
import { Clock, SystemClock } from '../domain/clock.js';
import { AppConfig } from './app-config.js';

@Global()
@Module({
  providers: [
    { provide: AppConfig, useFactory: () => new AppConfig() },
    { provide: Clock, useClass: SystemClock },
  ],
  exports: [AppConfig, Clock],
})
export class ConfigModule {}
