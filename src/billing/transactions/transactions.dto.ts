import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Matches, Max, Min } from 'class-validator';

export const MAX_TRANSACTIONS_PAGE = 100;

export class TransactionsQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_TRANSACTIONS_PAGE, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `limit must be a whole number from 1 to ${MAX_TRANSACTIONS_PAGE}` })
  @Min(1, { message: `limit must be a whole number from 1 to ${MAX_TRANSACTIONS_PAGE}` })
  @Max(MAX_TRANSACTIONS_PAGE, {
    message: `limit must be a whole number from 1 to ${MAX_TRANSACTIONS_PAGE}`,
  })
  limit?: number;

  @ApiPropertyOptional({ description: 'The id of the last transaction of the previous page' })
  @IsOptional()
  @Matches(/^[1-9]\d{0,17}$/, { message: 'startingAfter must be a transaction id' })
  startingAfter?: string;
}

export type TransactionType = 'top_up' | 'grant' | 'charge' | 'refund';

export class TransactionView {
  @ApiProperty({ example: '42', description: 'Ledger entry id, in the order entries were made' })
  id: string;
  @ApiProperty({ enum: ['top_up', 'grant', 'charge', 'refund'] }) type: TransactionType;
  @ApiProperty({ description: 'Signed: credit positive, charges negative' }) amountMicros: number;
  @ApiProperty({ example: '-0.000975' }) amountUsd: string;
  @ApiProperty({ description: 'The sum of this entry and every earlier one' })
  balanceAfterMicros: number;
  @ApiProperty({ example: '10.00' }) balanceAfterUsd: string;
  @ApiProperty({ type: String, nullable: true, example: '/tts' }) endpoint: string | null;
  @ApiProperty({ type: String, nullable: true }) requestId: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) topUpId: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "Stripe's receipt for a top-up, where Stripe gives one",
  })
  receiptUrl: string | null;
  @ApiProperty() createdAt: Date;
}

export class TransactionPage {
  @ApiProperty({ type: [TransactionView] }) data: TransactionView[];
  @ApiProperty() hasMore: boolean;
}
