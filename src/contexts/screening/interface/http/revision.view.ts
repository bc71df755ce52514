import { ApiProperty } from '@nestjs/swagger';

export class RevisionView {
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Last data update; null before the first load',
  })
  revisionDate!: string | null;
}
