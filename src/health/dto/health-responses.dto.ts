import { ApiProperty } from '@nestjs/swagger';

export class EndpointGroups {
  @ApiProperty({ type: [String] }) speech: string[];
  @ApiProperty({ type: [String] }) auth: string[];
  @ApiProperty({ type: [String] }) workspace: string[];
  @ApiProperty({ type: [String] }) service: string[];
}

export class ServiceOverview {
  @ApiProperty() name: string;
  @ApiProperty({ example: '1.0.0' }) version: string;
  @ApiProperty({ example: '/docs' }) docs: string;
  @ApiProperty({ type: EndpointGroups }) endpoints: EndpointGroups;
}

export class HealthResponse {
  @ApiProperty({ enum: ['ok'] }) status: 'ok';
  @ApiProperty() name: string;
  @ApiProperty({ example: '1.0.0' }) version: string;
  @ApiProperty({ enum: ['up'] }) database: 'up';
  @ApiProperty() uptimeSeconds: number;
}

export class LivenessResponse {
  @ApiProperty({ enum: ['alive'] }) status: 'alive';
  @ApiProperty() uptimeSeconds: number;
}

export class ReadinessResponse {
  @ApiProperty({ enum: ['ready'] }) status: 'ready';
  @ApiProperty({ enum: ['up'] }) database: 'up';
}
