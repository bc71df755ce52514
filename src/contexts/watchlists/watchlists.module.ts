import { Module } from '@nestjs/common';
import { ViewCipher } from './application/ports/view-cipher.js';
import { SharedViews } from './application/shared-views/shared-views.js';
import { AesGcmViewCipher } from './infrastructure/crypto/aes-gcm-view-cipher.js';
import { ShareController } from './interface/http/share.controller.js';

/** Watchlists, saved filters and shared views. */
@Module({
  controllers: [ShareController],
  providers: [{ provide: ViewCipher, useClass: AesGcmViewCipher }, SharedViews],
})
export class WatchlistsModule {}
