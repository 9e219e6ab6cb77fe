import { ApiProperty } from '@nestjs/swagger';
import { IsDefined } from 'class-validator';

export class CreateTopUpDto {
  /** Checked by the service, which owns the one message for every bad amount. */
  @ApiProperty({
    example: 25,
    minimum: 5,
    maximum: 5000,
    description: 'Dollars, at most 2 decimals',
  })
  @IsDefined({ message: 'Top-up amount must be between $5 and $5,000' })
  amountUsd: unknown;
}
