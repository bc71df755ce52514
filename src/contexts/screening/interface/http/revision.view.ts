import { ApiProperty } from '@nestjs/swagger';
import type { DatasetOrigin } from '../../domain/published/dataset-origin.js';

/** Where the dataset came from (dataset-origin.ts), as stored with its data revision. */
export class DatasetOriginView implements DatasetOrigin {
  @ApiProperty({
    enum: ['generated', 'sec', 'file', 'unknown'],
    description:
      "What made the dataset: the demo universe's generator, SEC EDGAR, a statements file; unknown for a dataset stored before origins were",
  })
  kind!: DatasetOrigin['kind'];

  @ApiProperty({
    type: [String],
    description:
      "What it was made from: SEC's datasets ('companyfacts', 'submissions', ...), the statements file's name, the generator's parameters",
    example: ['companyfacts', 'submissions'],
  })
  sources!: string[];

  @ApiProperty({ description: 'Added to the data stored before (an import that adds), not replacing it' })
  added!: boolean;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the load that made it ran (a rescore keeps it); null when not known',
  })
  at!: string | null;
}

export class RevisionView {
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Last data update; null before the first load',
  })
  revisionDate!: string | null;

  @ApiProperty({
    type: DatasetOriginView,
    nullable: true,
    description: "Where the dataset came from (the latest data revision's); null before the first load",
  })
  origin!: DatasetOriginView | null;
}
