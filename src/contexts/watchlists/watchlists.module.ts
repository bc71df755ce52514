import { Module } from '@nestjs/common';

/** Watchlists, saved filters and shared views; its use cases arrive with the watchlists issue. */
@Module({})
export class WatchlistsModule {}
