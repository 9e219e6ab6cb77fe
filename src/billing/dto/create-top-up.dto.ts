import { ApiProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';

export class CreateTopUpDto {
  /** Checked by the service, which owns the one message and code for every bad amount. */
  @ApiProperty({
    example: 25,
    minimum: 5,
    maximum: 5000,
    description: 'Dollars, at most 2 decimals',
  })
  @Allow()
  amountUsd: unknown;
}
