import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

// class-validator checks the decorator nearest the property first: the type check sits last.
export class RegisterDto {
  @ApiProperty({ example: 'dev@example.com' })
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(254)
  @IsString()
  email: string;

  @ApiProperty({ minLength: 8, example: 'correct horse battery' })
  @MaxLength(200)
  @MinLength(8, { message: 'password must be at least 8 characters' })
  @IsString()
  password: string;

  @ApiPropertyOptional({ example: 'Layla' })
  @MaxLength(100)
  @IsString()
  @IsOptional()
  name?: string;
}
