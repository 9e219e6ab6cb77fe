import { ApiProperty } from '@nestjs/swagger';

export class AccountResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) name: string | null;
  @ApiProperty() createdAt: Date;
}

export class SessionResponse {
  @ApiProperty({ description: 'JWT for the Authorization: Bearer header' }) accessToken: string;
  @ApiProperty({ type: AccountResponse }) user: AccountResponse;
}

export class ProfileResponse extends AccountResponse {
  @ApiProperty({ description: 'Credit in integer micro-dollars' }) balanceMicros: number;
  @ApiProperty({ example: '10.00' }) balanceUsd: string;
}

export class OpenedSessionResponse {
  @ApiProperty({ type: AccountResponse }) user: AccountResponse;
  @ApiProperty({ description: 'Sent back in x-csrf-token on state-changing calls' })
  csrfToken: string;
}

export class CurrentSessionResponse {
  @ApiProperty({ type: ProfileResponse }) user: ProfileResponse;
  @ApiProperty({ description: 'Sent back in x-csrf-token on state-changing calls' })
  csrfToken: string;
}

export class SignedOutResponse {
  @ApiProperty({ enum: [true] }) signedOut: true;
}
