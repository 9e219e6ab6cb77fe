import { ApiProperty } from '@nestjs/swagger';
import { TOP_UP_STATUSES, type TopUpStatus } from '../infrastructure/top-up.entity.js';

export class BillingSummaryResponse {
  @ApiProperty({ description: 'Credit in integer micro-dollars' }) balanceMicros: number;
  @ApiProperty({ example: '10.00' }) balanceUsd: string;
  @ApiProperty() totalTopUpsMicros: number;
  @ApiProperty({ example: '50.00' }) totalTopUpsUsd: string;
  @ApiProperty({ description: 'Concurrent requests allowed, by total completed top-ups' })
  concurrencyLimit: number;
  @ApiProperty({ type: [Number] }) presetsUsd: number[];
  @ApiProperty() minTopUpUsd: number;
  @ApiProperty() maxTopUpUsd: number;
}

export class TopUpResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: '25.00' }) amountUsd: string;
  @ApiProperty() amountMicros: number;
  @ApiProperty({ enum: TOP_UP_STATUSES }) status: TopUpStatus;
  @ApiProperty() createdAt: Date;
  @ApiProperty({ type: Date, nullable: true }) completedAt: Date | null;
}

export class StartedTopUpResponse extends TopUpResponse {
  @ApiProperty({ description: 'Stripe Checkout page to send the user to' }) checkoutUrl: string;
  @ApiProperty() stripeSessionId: string;
}

export class TopUpListResponse {
  @ApiProperty({ type: [TopUpResponse] }) topUps: TopUpResponse[];
}
