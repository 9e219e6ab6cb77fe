import { ApiProperty } from '@nestjs/swagger';

export class UsageFigures {
  @ApiProperty() requests: number;
  @ApiProperty() characters: number;
  @ApiProperty({ description: 'Integer micro-dollars' }) costMicros: number;
  @ApiProperty({ example: '0.025' }) costUsd: string;
}

export class UsageByKey extends UsageFigures {
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) keyId: string | null;
  @ApiProperty({ type: String, nullable: true }) name: string | null;
}

export class UsageByDay extends UsageFigures {
  @ApiProperty({ example: '2026-01-31', description: 'UTC day' }) date: string;
}

export class UsageByEndpoint extends UsageFigures {
  @ApiProperty({ type: String, nullable: true, example: '/tts' }) endpoint: string | null;
}

export class UsageReport {
  @ApiProperty({ format: 'date-time' }) from: string;
  @ApiProperty({ format: 'date-time' }) to: string;
  @ApiProperty({ type: UsageFigures }) totals: UsageFigures;
  @ApiProperty({ type: [UsageByKey] }) byKey: UsageByKey[];
  @ApiProperty({ type: [UsageByDay] }) byDay: UsageByDay[];
  @ApiProperty({ type: [UsageByEndpoint] }) byEndpoint: UsageByEndpoint[];
}
