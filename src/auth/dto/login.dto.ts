import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class LoginDto {
  @ApiProperty({ example: 'dev@example.com' })
  @MaxLength(254)
  @IsString()
  email: string;

  @ApiProperty()
  @MaxLength(200)
  @IsString()
  password: string;
}
