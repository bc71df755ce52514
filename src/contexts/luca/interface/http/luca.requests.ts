import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { CONVERSATION_TITLE_MAX, QUESTION_MAX } from '../../domain/conversation.js';

export class CreateConversationRequest {
  @ApiPropertyOptional({
    example: 'Japanese industrials',
    maxLength: CONVERSATION_TITLE_MAX,
    description: 'Omitted or empty: "New conversation", then the first question names it',
  })
  @IsOptional()
  @IsString({ message: 'LUCA_TITLE_REQUIRED' })
  // Checked again after trimming by the domain; this bounds the body.
  @MaxLength(CONVERSATION_TITLE_MAX * 2, { message: 'LUCA_TITLE_REQUIRED' })
  title?: string;
}

export class RenameConversationRequest {
  @ApiProperty({ example: 'Receivables screen', maxLength: CONVERSATION_TITLE_MAX })
  @IsString({ message: 'LUCA_TITLE_REQUIRED' })
  @MaxLength(CONVERSATION_TITLE_MAX * 2, { message: 'LUCA_TITLE_REQUIRED' })
  title!: string;
}

export class AskQuestionRequest {
  @ApiProperty({
    example: 'Which Japanese industrials have receivables risk in the top quintile?',
    maxLength: QUESTION_MAX,
  })
  @IsString({ message: 'LUCA_QUESTION_REQUIRED' })
  @MaxLength(QUESTION_MAX * 2, { message: 'LUCA_QUESTION_TOO_LONG' })
  question!: string;
}
