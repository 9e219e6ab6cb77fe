import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';

export class CreateApiKeyDto {
  @ApiProperty({ example: 'production server', minLength: 1, maxLength: 100 })
  @Length(1, 100, { message: 'name must be between 1 and 100 characters' })
  @IsString()
  name: string;
}
