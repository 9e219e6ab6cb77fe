import { ApiProperty, PickType } from '@nestjs/swagger';

export class ApiKeyResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'The first characters of the key, to tell keys apart' })
  prefix: string;
  @ApiProperty() createdAt: Date;
  @ApiProperty({ type: Date, nullable: true }) lastUsedAt: Date | null;
  @ApiProperty({ type: Date, nullable: true }) revokedAt: Date | null;
}

export class CreatedApiKeyResponse extends PickType(ApiKeyResponse, [
  'id',
  'name',
  'prefix',
  'createdAt',
]) {
  @ApiProperty({ description: 'The secret key (sk_live_...), shown this once only' })
  key: string;
}

export class ApiKeyListResponse {
  @ApiProperty({ type: [ApiKeyResponse] }) keys: ApiKeyResponse[];
}

export class RevokedApiKeyResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() revokedAt: Date;
}
