import type { Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import {
  SCREEN_CRITERIA,
  TICKER_DESCRIPTION,
  criteriaResponseFields,
  type CriteriaFields,
} from '../../../screening/index.js';
import { NOTIFICATION_FREQUENCIES, type NotificationFrequency } from '../../domain/alert-setting.js';
import { ORDER_CODES, type OrderCode } from '../../domain/saved-filter.js';

export class WatchlistCompanyView {
  @ApiProperty({ example: 'ACME-US', description: 'The ticker as the caller sees it (an alias on trial)' })
  tickerID!: string;
  @ApiProperty() isin!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true, example: 'ACME', description: TICKER_DESCRIPTION })
  ticker!: string | null;
  @ApiProperty({ type: String, nullable: true }) domicile_country!: string | null;
  @ApiProperty() exchange_countryID!: number;
  @ApiProperty() exchange_country!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Of the latest scored year' }) rating!:
    string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      "Why that year has no rating ('Not rated: fewer than 30 peers', 'Not scored: <reason>'); null when rated",
  })
  scoreNote!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Of the latest scored year' })
  final_score!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The year of final_score and rating' })
  year!: number | null;
}

export class WatchlistView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({
    type: [WatchlistCompanyView],
    description:
      'In the order added; companies of exchange countries the caller may not see now are left out',
  })
  companies!: WatchlistCompanyView[];
  @ApiProperty() createdAt!: Date;
  @ApiProperty() updatedAt!: Date;
}

class WatchlistRef {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
}

export class ContainingWatchlistsView {
  @ApiProperty() tickerID!: string;
  @ApiProperty({
    type: [WatchlistRef],
    description: "The caller's watchlists holding the company (star on when any)",
  })
  watchlists!: WatchlistRef[];
}

class RestrictedRow {
  @ApiProperty() isin!: string;
  @ApiProperty() exchange_country!: string;
}

export class UploadResultView {
  @ApiProperty({
    example: 'Upload complete.',
    description:
      "'Upload complete.' when every row was added or already there; else 'Data match warning - Some data did not match with database.' or the restricted-exchange message",
  })
  message!: string;
  @ApiProperty({ type: [String], description: 'Every message that applies, the one to show first' })
  messages!: string[];
  @ApiProperty({ description: 'Some rows were not added: show the partial-upload dialog' })
  partial!: boolean;
  @ApiProperty({ type: [WatchlistCompanyView] }) added!: WatchlistCompanyView[];
  @ApiProperty({ type: [String], description: 'ISINs already in the list or repeated in the file' })
  duplicates!: string[];
  @ApiProperty({ type: [String], description: 'ISINs the database does not know' }) unmatched!: string[];
  @ApiProperty({ type: [RestrictedRow], description: 'ISINs of exchange countries you may not see' })
  restricted!: RestrictedRow[];
  @ApiProperty({ type: WatchlistView }) watchlist!: WatchlistView;
}

export class AlertSettingsView {
  @ApiProperty({ enum: NOTIFICATION_FREQUENCIES, example: 'INSTANT' }) frequency!: NotificationFrequency;
  @ApiProperty({ type: Date, nullable: true, description: 'When the last digest was sent' })
  lastDigestAt!: Date | null;
}

/** A saved filter's criteria: the criteria table's fields (the screening context), the year and the order list. */
export class SavedFilterCriteriaView extends (criteriaResponseFields(
  SCREEN_CRITERIA,
) as Type<CriteriaFields>) {
  @ApiProperty({ type: [String], enum: ORDER_CODES }) order!: OrderCode[];
  @ApiProperty({ type: Number, nullable: true }) year!: number | null;
}

export class SavedFilterView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: SavedFilterCriteriaView, description: 'As saved' }) filter!: SavedFilterCriteriaView;
  @ApiProperty() createdAt!: Date;
  @ApiProperty() updatedAt!: Date;
}

export class LoadedSavedFilterView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: SavedFilterCriteriaView, description: 'As saved' }) stored!: SavedFilterCriteriaView;
  @ApiProperty({
    type: SavedFilterCriteriaView,
    nullable: true,
    description: 'To apply now: replayed in the stored order and adjusted; null when restrictAccess',
  })
  filter!: SavedFilterCriteriaView | null;
  @ApiProperty({
    type: [String],
    example: ['Sector ID 45 will not be included in the filter', 'Year : 2019 will be changed to 2025'],
    description: 'The adjustment notice lines; empty when nothing changed',
  })
  adjustments!: string[];
  @ApiProperty({ description: 'A stored exchange country is not permitted now: apply nothing' })
  restrictAccess!: boolean;
  @ApiProperty({
    type: [String],
    example: ['Germany'],
    description: "Their names, for the dialog's {exchange}",
  })
  restrictedExchanges!: string[];
}
