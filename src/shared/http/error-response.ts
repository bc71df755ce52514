import { ApiProperty } from '@nestjs/swagger';

/** The one error envelope of every failure. */
export class ErrorResponse {
  @ApiProperty({ example: 401 })
  statusCode!: number;

  @ApiProperty({ example: 'WRONG_LOGIN_INFORMATION', description: 'A key of the message catalogue' })
  errorCode!: string;

  @ApiProperty({ example: 'This Email Address and/or Password is not recognised. Have you registered?' })
  message!: string;
}
