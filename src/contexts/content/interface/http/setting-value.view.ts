import { ApiProperty } from '@nestjs/swagger';

export class SettingValueView {
  @ApiProperty({ example: 43200, description: 'Idle time before sign-out, in seconds' })
  value!: number;
}
