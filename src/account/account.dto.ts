import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';

// class-validator checks the decorator nearest the property first: the type check sits last.
export class ChangePasswordDto {
  @ApiProperty()
  @MaxLength(200)
  @IsString()
  currentPassword: string;

  @ApiProperty({ minLength: 8 })
  @MaxLength(200)
  @MinLength(8, { message: 'newPassword must be at least 8 characters' })
  @IsString()
  newPassword: string;
}

export class CloseAccountDto {
  @ApiProperty({ description: "The account's email address, typed to confirm" })
  @MaxLength(254)
  @IsString()
  confirm: string;

  @ApiProperty()
  @MaxLength(200)
  @IsString()
  password: string;
}

export class SignedOutEverywhereResponse {
  @ApiProperty() signedOut: true;
}

export class PasswordChangedResponse {
  @ApiProperty() passwordChanged: true;
}

export class AccountClosedResponse {
  @ApiProperty() closed: true;
}
